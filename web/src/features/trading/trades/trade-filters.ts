/** The filters of the trade tables: the foreign list adds the currency. */
import { TRADE_SIDES } from '@backoffice/core/api';
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
export function tradeFilters(foreign: boolean, accountScoped: boolean): TableFilter[] {
  return [
    { kind: 'lookup', param: 'clientId', label: 'Client', source: CLIENT_LOOKUP },
    ...(accountScoped ? [] : [accountFilter]),
    { kind: 'lookup', param: 'securityId', label: 'Security', source: SECURITY_LOOKUP },
    { kind: 'enum', param: 'side', label: 'Side', options: enumOptions(TRADE_SIDES) },
    ...(foreign ? [{ kind: 'text', param: 'currency', label: 'Currency' } as const] : []),
    { kind: 'text', param: 'custodian', label: 'Custodian' },
    // The Ingested Files screen links a file to its trades with this.
    { kind: 'text', param: 'sourceFileId', label: 'Source file id' },
    { kind: 'dateRange', label: 'Trade date' },
  ];
}
