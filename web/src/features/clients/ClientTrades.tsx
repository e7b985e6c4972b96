/** The client's trades, over all of its accounts. */
import { TRADE_SIDES, type Trade } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';

const COLUMNS: readonly TableColumn<Trade>[] = [
  {
    field: 'tradeDate',
    header: 'Trade date',
    kind: 'date',
    format: (t) => formatDate(t.tradeDate),
    width: 120,
  },
  { field: 'ticker', header: 'Ticker', width: 80 },
  {
    field: 'securityName',
    header: 'Security',
    flex: 2,
    minWidth: 160,
    wrap: true,
    hideOnPhone: true,
  },
  { field: 'accountNumber', header: 'Account', width: 120, hideOnPhone: true },
  {
    field: 'side',
    header: 'Side',
    kind: 'enum',
    enumLabel: humanize,
    width: 80,
    hideOnPhone: true,
  },
  {
    field: 'quantity',
    header: 'Quantity',
    kind: 'number',
    format: (t) => formatNumber(t.quantity),
    width: 110,
    hideOnPhone: true,
  },
  {
    field: 'price',
    header: 'Price',
    kind: 'money',
    format: (t) => formatMoney(t.price, t.currency),
    width: 110,
    hideOnPhone: true,
  },
  {
    field: 'amount',
    header: 'Amount',
    kind: 'money',
    format: (t) => formatMoney(t.amount, t.currency),
    minWidth: 150,
    hideOnPhone: true,
  },
  {
    field: 'amountUsd',
    header: 'Amount (USD)',
    kind: 'money',
    format: (t) => formatMoney(t.amountUsd),
    minWidth: 130,
  },
];

const FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'side', label: 'Side', options: enumOptions(TRADE_SIDES) },
  { kind: 'text', param: 'currency', label: 'Currency' },
  { kind: 'dateRange', label: 'Trade date' },
];

export function ClientTrades({ clientId }: { clientId: string }) {
  return (
    <DataTable
      endpoint="listTrades"
      label="Trades"
      urlPrefix="trades"
      columns={COLUMNS}
      filters={FILTERS}
      fixedQuery={{ clientId }}
      emptyText="No trades of this client match."
    />
  );
}
