/**
 * Trades and holdings: which table a record lives in (the detail routes' `tableType`), which
 * trades count as "around" a trade, and which trades moved a position between two custodian
 * reports. Dates are calendar dates (`2024-03-15`), which compare as strings.
 */

/** The two tables trades and holdings come in, as the detail routes name them. */
export const TABLE_TYPES = ['domestic', 'foreign'] as const;
export type TableType = (typeof TABLE_TYPES)[number];

export function isTableType(value: unknown): value is TableType {
  return (TABLE_TYPES as readonly unknown[]).includes(value);
}

/** A record of the foreign market lives in the foreign table; everything else is domestic. */
export function tableTypeOf(record: { market: string }): TableType {
  return record.market === 'foreign' ? 'foreign' : 'domestic';
}

/** `2024-03-15` moved by whole days (negative: back), across months and years. */
export function shiftDate(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? NaN, (m ?? NaN) - 1, d ?? NaN));
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a calendar date: ${iso}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An inclusive span of calendar dates; `from` absent means "since the beginning". */
export interface DateWindow {
  from?: string;
  to: string;
}

/** How far either side of a trade the "trades around it" reach: a month covers most reviews. */
export const TRADES_AROUND_DAYS = 30;

/** The days whose trades of the same account and security are shown beside a trade. */
export function tradesAroundWindow(tradeDate: string, days = TRADES_AROUND_DAYS): DateWindow {
  return { from: shiftDate(tradeDate, -days), to: shiftDate(tradeDate, days) };
}

interface Report {
  asOfDate: string;
}

/** The custodian's last report of the position before `asOfDate`; null for the first one. */
export function previousReport<R extends Report>(
  history: readonly R[],
  asOfDate: string,
): R | null {
  let previous: R | null = null;
  for (const report of history) {
    if (report.asOfDate < asOfDate && (!previous || report.asOfDate > previous.asOfDate)) {
      previous = report;
    }
  }
  return previous;
}

/**
 * The trades that moved a position to what the report of `asOfDate` says: those after the
 * previous report, up to and including the report's date (all earlier ones for the first).
 */
export function movingTradesWindow(previous: Report | null, asOfDate: string): DateWindow {
  return previous ? { from: shiftDate(previous.asOfDate, 1), to: asOfDate } : { to: asOfDate };
}

/** Shares bought less shares sold. */
export function netTradedQuantity(totals: {
  quantityBought: number;
  quantitySold: number;
}): number {
  return totals.quantityBought - totals.quantitySold;
}

/** US dollars paid for buys less US dollars received for sells (negative: net seller), to the cent. */
export function netTradedAmountUsd(totals: {
  amountUsdBought: number;
  amountUsdSold: number;
}): number {
  return Math.round((totals.amountUsdBought - totals.amountUsdSold) * 100) / 100;
}

/**
 * Whether the trades explain the change between two reports: the previous quantity (none: 0)
 * plus the net traded quantity gives the reported one. Shares may be fractional, so a rounding
 * difference below a millionth of a share does not count.
 */
export function tradesExplainPosition(
  previousQuantity: number,
  netTraded: number,
  reportedQuantity: number,
): boolean {
  return Math.abs(previousQuantity + netTraded - reportedQuantity) < 1e-6;
}
