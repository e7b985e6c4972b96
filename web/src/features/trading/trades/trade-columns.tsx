/**
 * The columns and filters of the trade tables. The Trades Page lists the domestic trades, in US
 * dollars; the Foreign Trades Page adds each trade's local currency, the FX rate and the amount
 * in US dollars. Related values share a two-line cell (dates, client and account, security) so
 * every column fits a laptop's screen; the CSV export still writes each of them.
 */
import { TRADE_SIDES, type Trade } from '@backoffice/core/api';
import {
  ACCOUNT_LOOKUP,
  CLIENT_LOOKUP,
  SECURITY_LOOKUP,
} from '../../../components/data-table/lookups.ts';
import type { TableColumn, TableFilter } from '../../../components/data-table/types.ts';
import { formatMoney, formatNumber } from '../../../lib/format/format.ts';
import { enumOptions, humanize } from '../../../lib/format/labels.ts';
import {
  AmountCell,
  AmountUsdCell,
  ClientAccountCell,
  CurrencyFxCell,
  PhoneTradeCell,
  SecurityCell,
  SideQuantityCell,
  TradeDatesCell,
} from '../cells.tsx';
import { fxRate } from '../fx-rate.ts';

type Column = TableColumn<Trade>;

const dates: Column = {
  field: 'tradeDate',
  header: 'Trade date',
  kind: 'date',
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
const phoneSummary: Column = {
  field: 'tradeDate',
  id: 'trade',
  header: 'Trade',
  cell: PhoneTradeCell,
  minWidth: 90,
  wrap: true,
  phoneOnly: true,
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
  phoneSummary,
  sideQuantity,
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
    minWidth: 136,
  },
];

export const FOREIGN_TRADE_COLUMNS: readonly Column[] = [
  dates,
  clientAccount,
  security,
  phoneSummary,
  sideQuantity,
  {
    field: 'price',
    header: 'Price (local)',
    kind: 'money',
    format: (t) => formatMoney(t.price, t.currency),
    minWidth: 112,
    hideOnPhone: true,
  },
  {
    field: 'amount',
    header: 'Amount (local)',
    kind: 'money',
    format: (t) => formatMoney(t.amount, t.currency),
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
  {
    field: 'amountUsd',
    header: 'Amount (USD)',
    kind: 'money',
    format: (t) => formatMoney(t.amountUsd),
    cell: AmountUsdCell,
    minWidth: 136,
  },
];

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
