/** The columns of a position's trades: one account and security, so neither is repeated. */
import type { Trade } from '@backoffice/core/api';
import type { TableColumn } from '../../../components/data-table/types.ts';
import { formatMoney, formatNumber } from '../../../lib/format/format.ts';
import { AmountCell, AmountUsdCell, PhoneTradeCell, SideCell } from '../cells.tsx';

export const MOVING_TRADE_COLUMNS: readonly TableColumn<Trade>[] = [
  { field: 'tradeDate', header: 'Trade date', kind: 'date', width: 128, hideOnPhone: true },
  { field: 'settleDate', header: 'Settlement date', kind: 'date', width: 124, hideOnPhone: true },
  { field: 'id', header: 'Trade', minWidth: 120, hideOnPhone: true },
  {
    field: 'tradeDate',
    id: 'trade',
    header: 'Trade',
    cell: PhoneTradeCell,
    minWidth: 90,
    wrap: true,
    phoneOnly: true,
  },
  { field: 'side', header: 'Side', kind: 'enum', width: 88, cell: SideCell, hideOnPhone: true },
  {
    field: 'quantity',
    header: 'Quantity',
    kind: 'number',
    format: (t) => formatNumber(t.quantity),
    minWidth: 110,
    hideOnPhone: true,
  },
  {
    field: 'price',
    header: 'Price',
    kind: 'money',
    format: (t) => formatMoney(t.price, t.currency),
    minWidth: 100,
    hideOnPhone: true,
  },
  {
    field: 'amount',
    header: 'Amount',
    kind: 'money',
    format: (t) => formatMoney(t.amount, t.currency),
    cell: AmountCell,
    minWidth: 140,
    hideOnPhone: true,
  },
  {
    field: 'amountUsd',
    header: 'Amount (USD)',
    kind: 'money',
    format: (t) => formatMoney(t.amountUsd),
    cell: AmountUsdCell,
    minWidth: 140,
  },
];
