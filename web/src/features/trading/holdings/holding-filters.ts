/** The filters of the holding tables (Holdings Page and DOG Holdings). */
import { MARKETS } from '@backoffice/core/api';
import {
  ACCOUNT_LOOKUP,
  CLIENT_LOOKUP,
  SECURITY_LOOKUP,
} from '../../../components/data-table/lookups.ts';
import type { TableFilter } from '../../../components/data-table/types.ts';
import { enumOptions } from '../../../lib/format/labels.ts';

const accountFilter: TableFilter = {
  kind: 'lookup',
  param: 'accountId',
  label: 'Account',
  source: ACCOUNT_LOOKUP,
};

/** Without the account filter while the header's selected account narrows the list. */
export function holdingFilters(accountScoped: boolean): TableFilter[] {
  return [
    { kind: 'lookup', param: 'clientId', label: 'Client', source: CLIENT_LOOKUP },
    ...(accountScoped ? [] : [accountFilter]),
    { kind: 'lookup', param: 'securityId', label: 'Security', source: SECURITY_LOOKUP },
    { kind: 'enum', param: 'market', label: 'Market', options: enumOptions(MARKETS) },
    { kind: 'text', param: 'custodian', label: 'Custodian' },
    { kind: 'dateRange', label: 'Position date' },
  ];
}
