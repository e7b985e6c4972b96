/** The columns and filters of the holding tables (Holdings Page and DOG Holdings). */
import { MARKETS, type Holding } from '@backoffice/core/api';
import {
  ACCOUNT_LOOKUP,
  CLIENT_LOOKUP,
  SECURITY_LOOKUP,
} from '../../../components/data-table/lookups.ts';
import type { TableColumn, TableFilter } from '../../../components/data-table/types.ts';
import { formatMoney, formatNumber } from '../../../lib/format/format.ts';
import { enumOptions } from '../../../lib/format/labels.ts';
import { ClientAccountCell, MarketValueCell, PhoneHoldingCell, SecurityCell } from '../cells.tsx';

export const HOLDING_COLUMNS: readonly TableColumn<Holding>[] = [
  { field: 'asOfDate', header: 'Position date', kind: 'date', width: 124, hideOnPhone: true },
  {
    field: 'clientName',
    header: 'Client · account',
    format: (h) => `${h.clientName} (${h.accountNumber})`,
    cell: ClientAccountCell,
    minWidth: 180,
    flex: 2,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'ticker',
    header: 'Security',
    format: (h) => `${h.ticker} ${h.cusip} ${h.securityName}`,
    cell: SecurityCell,
    minWidth: 180,
    flex: 2,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'asOfDate',
    id: 'position',
    header: 'Position',
    cell: PhoneHoldingCell,
    minWidth: 90,
    wrap: true,
    phoneOnly: true,
  },
  { field: 'market', header: 'Market', kind: 'enum', width: 100, hideOnPhone: true },
  {
    field: 'quantity',
    header: 'Quantity',
    kind: 'number',
    format: (h) => formatNumber(h.quantity),
    minWidth: 110,
    hideOnPhone: true,
  },
  {
    field: 'price',
    header: 'Price',
    kind: 'money',
    format: (h) => formatMoney(h.price, h.currency),
    minWidth: 110,
    hideOnPhone: true,
  },
  {
    field: 'marketValue',
    header: 'Market value',
    kind: 'money',
    format: (h) => formatMoney(h.marketValue, h.currency),
    cell: MarketValueCell,
    minWidth: 130,
  },
];

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
