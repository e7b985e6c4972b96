/** The columns of a position's trades: one account and security, so neither is repeated. */
import type { Trade } from '@backoffice/core/api';
import type { TableColumn } from '../../../components/data-table/types.ts';
import { AmountCell, AmountUsdCell, SideCell } from '../../../entities/trades/trade-cells.tsx';
import { TRADE } from '../../../entities/trades/trade-columns.tsx';

export const MOVING_TRADE_COLUMNS: readonly TableColumn<Trade>[] = [
  { ...TRADE.tradeDate, width: 128, hideOnPhone: true },
  { ...TRADE.settleDate, width: 124, hideOnPhone: true },
  { ...TRADE.id, minWidth: 120, hideOnPhone: true },
  TRADE.phoneSummary,
  { ...TRADE.side, width: 88, cell: SideCell, hideOnPhone: true },
  { ...TRADE.quantity, minWidth: 110, hideOnPhone: true },
  { ...TRADE.price, minWidth: 100, hideOnPhone: true },
  { ...TRADE.amount, cell: AmountCell, minWidth: 140, hideOnPhone: true },
  { ...TRADE.amountUsd, cell: AmountUsdCell, minWidth: 140 },
];
