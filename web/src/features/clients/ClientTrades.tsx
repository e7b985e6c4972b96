/** The client's trades, over all of its accounts. */
import { TRADE_SIDES, type Trade, tradeList } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { TRADE } from '../../entities/trades/trade-columns.tsx';
import { enumOptions } from '../../lib/format/labels.ts';

const COLUMNS: readonly TableColumn<Trade>[] = [
  { ...TRADE.tradeDate, width: 120 },
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
  { ...TRADE.side, width: 80, hideOnPhone: true },
  { ...TRADE.quantity, width: 110, hideOnPhone: true },
  { ...TRADE.price, width: 110, hideOnPhone: true },
  { ...TRADE.amount, minWidth: 150, hideOnPhone: true },
  { ...TRADE.amountUsd, minWidth: 130 },
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
      list={tradeList}
      label="Trades"
      urlPrefix="trades"
      columns={COLUMNS}
      filters={FILTERS}
      fixedQuery={{ clientId }}
      emptyText="No trades of this client match."
    />
  );
}
