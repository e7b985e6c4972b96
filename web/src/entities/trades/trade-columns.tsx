/**
 * A trade's columns, declared once: each table takes the ones it shows and gives them its own
 * widths. The Trades Page lists the domestic trades, in US dollars; the Foreign Trades Page adds
 * each trade's local currency, the FX rate and the amount in US dollars. Related values share a
 * two-line cell (dates, client and account, security) so every column fits a laptop's screen;
 * the CSV export still writes each of them.
 */
import type { Trade } from '@backoffice/core/api';
import { ClientAccountCell, SecurityCell } from '../../components/cells/cells.tsx';
import type { TableColumn } from '../../components/data-table/types.ts';
import { formatMoney, formatNumber } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import { fxRate } from './fx-rate.ts';
import {
  AmountCell,
  AmountUsdCell,
  CurrencyFxCell,
  PhoneTradeCell,
  SideQuantityCell,
  TradeDatesCell,
} from './trade-cells.tsx';
import { moneyColumn, numberColumn } from '../../components/data-table/columns.ts';

type Column = TableColumn<Trade>;

/** One column per field, without a width or a cell: the tables add theirs. */
export const TRADE = {
  tradeDate: { field: 'tradeDate', header: 'Trade date', kind: 'date' },
  settleDate: { field: 'settleDate', header: 'Settlement date', kind: 'date' },
  id: { field: 'id', header: 'Trade' },
  side: { field: 'side', header: 'Side', kind: 'enum', enumLabel: humanize },
  quantity: numberColumn('quantity', 'Quantity'),
  price: {
    field: 'price',
    header: 'Price',
    kind: 'money',
    format: (t) => formatMoney(t.price, t.currency),
  },
  amount: {
    field: 'amount',
    header: 'Amount',
    kind: 'money',
    format: (t) => formatMoney(t.amount, t.currency),
  },
  amountUsd: moneyColumn('amountUsd', 'Amount (USD)'),
  /** A phone's one column: date, side, ticker and quantity. */
  phoneSummary: {
    field: 'tradeDate',
    id: 'trade',
    header: 'Trade',
    cell: PhoneTradeCell,
    minWidth: 90,
    wrap: true,
    phoneOnly: true,
  },
} satisfies Record<string, Column>;

const dates: Column = {
  ...TRADE.tradeDate,
  format: (t) => `${t.tradeDate} (settles ${t.settleDate})`,
  cell: TradeDatesCell,
  width: 132,
  wrap: true,
  hideOnPhone: true,
};
const clientAccount: Column = {
  field: 'clientName',
  header: 'Client · account',
  format: (t) => `${t.clientName} (${t.accountNumber})`,
  cell: ClientAccountCell,
  minWidth: 160,
  flex: 2,
  wrap: true,
  hideOnPhone: true,
};
const security: Column = {
  field: 'ticker',
  header: 'Security',
  format: (t) => `${t.ticker} ${t.cusip} ${t.securityName}`,
  cell: SecurityCell,
  minWidth: 160,
  flex: 2,
  wrap: true,
  hideOnPhone: true,
};
const sideQuantity: Column = {
  field: 'quantity',
  header: 'Side · quantity',
  kind: 'number',
  format: (t) => `${humanize(t.side)} ${formatNumber(t.quantity)}`,
  cell: SideQuantityCell,
  minWidth: 144,
  hideOnPhone: true,
};

export const TRADE_COLUMNS: readonly Column[] = [
  dates,
  clientAccount,
  security,
  TRADE.phoneSummary,
  sideQuantity,
  { ...TRADE.price, minWidth: 100, hideOnPhone: true },
  { ...TRADE.amount, cell: AmountCell, minWidth: 136 },
];

export const FOREIGN_TRADE_COLUMNS: readonly Column[] = [
  dates,
  clientAccount,
  security,
  TRADE.phoneSummary,
  sideQuantity,
  { ...TRADE.price, header: 'Price (local)', minWidth: 112, hideOnPhone: true },
  {
    ...TRADE.amount,
    header: 'Amount (local)',
    cell: AmountCell,
    minWidth: 150,
    hideOnPhone: true,
  },
  {
    field: 'fxRate',
    header: 'Currency · FX to USD',
    kind: 'number',
    format: (t) => `${t.currency} ${fxRate.format(t.fxRate)}`,
    cell: CurrencyFxCell,
    width: 108,
    wrap: true,
    hideOnPhone: true,
  },
  { ...TRADE.amountUsd, cell: AmountUsdCell, minWidth: 136 },
];
