/**
 * An institution's loss on a case estimated from its 13-F reports. A report gives the position
 * at a quarter end, never the trades, so: the last quarter-end position before the class period
 * is the start holding; each later quarter's change in shares is one proxy purchase (a rise) or
 * sale (a fall) dated at the quarter end, at the quarter's average close. Reports are read up to
 * the quarter in which the 90-day lookback ends; the loss engine values the rest like any
 * account's, FIFO and LIFO. Trades inside a quarter are invisible in 13-F data: an estimate.
 * A stock split changes the reported shares without a trade: a quarter's change is counted
 * against the previous report in this quarter end's shares, and its average close is of this
 * quarter end's shares too; the engine takes the splits and compares the rest in one basis.
 */
import {
  calculateLoss,
  lookbackWindow,
  type DailyClose,
  type LossSplit,
  type LossTrade,
} from '../../loss/index.ts';
import { splitFactorBetween } from '../market/splits.ts';
import { shiftDate } from '../trading.ts';
import { quarterLabel, quarterStart } from './quarters.ts';

export interface ReportedShares {
  period: string;
  /** Shares (kind SH) after roll-up; 0 or absent when the report no longer lists the stock. */
  shares: number;
}

export interface ProxyEstimateInput {
  classPeriod: { start: string; end: string };
  disclosureDate: string;
  /** Daily closes over every quarter read and the lookback, in date order. */
  closes: readonly DailyClose[];
  /** One filer's reports, any order; a quarter the filer reported without the stock has 0. */
  reports: readonly ReportedShares[];
  /** The security's stock splits (reports and closes are as of their own day's shares). */
  splits?: readonly LossSplit[];
}

export interface ProxyTrade extends LossTrade {
  /** The quarter whose change it stands for. */
  period: string;
  averageClose: number;
}

export interface ProxyEstimate {
  startHolding: number;
  /** The report that gave the start holding; null when none came before the class period. */
  startPeriod: string | null;
  trades: ProxyTrade[];
  /** The last report read, and its shares. */
  lastPeriod: string;
  shares: number;
  /** Net loss in US dollars (a gain is negative), exact to the cent. */
  fifoLoss: number;
  lifoLoss: number;
}

/** A quarter the closes do not cover: no average close to price its change at. */
export class ProxyEstimateError extends Error {
  override name = 'ProxyEstimateError';
}

/** Quantities of 13-F reports are whole shares; a split's factor may leave a fraction. */
const QUANTITY_DIGITS = 1e6;

/** `shares` held on `from`, in the shares of `to`. */
function sharesIn(splits: readonly LossSplit[], shares: number, from: string, to: string) {
  if (splits.length === 0) return shares;
  return (
    Math.round(shares * splitFactorBetween(splits, from, to) * QUANTITY_DIGITS) / QUANTITY_DIGITS
  );
}

/**
 * The mean close of the quarter ending on `period` (each in the shares of the quarter end when
 * a split fell inside it), rounded to the cent as a trade price is.
 */
export function quarterAverageClose(
  closes: readonly DailyClose[],
  period: string,
  splits: readonly LossSplit[] = [],
): number {
  const from = quarterStart(period);
  let sum = 0;
  let count = 0;
  for (const c of closes) {
    if (c.date < from || c.date > period) continue;
    sum += splits.length === 0 ? c.close : c.close / splitFactorBetween(splits, c.date, period);
    count += 1;
  }
  if (count === 0) {
    throw new ProxyEstimateError(`No closes in ${quarterLabel(period)} (${from} to ${period})`);
  }
  return Math.round((sum / count) * 100) / 100;
}

/** The reports that count: the last before the class period, then up to the lookback's end. */
function readReports(input: ProxyEstimateInput) {
  const lookbackEnd = lookbackWindow(input.disclosureDate).end;
  const sorted = [...input.reports].sort((a, b) => a.period.localeCompare(b.period));
  const before = sorted.filter((r) => r.period < input.classPeriod.start).at(-1) ?? null;
  const after = sorted.filter(
    (r) => r.period >= input.classPeriod.start && quarterStart(r.period) <= lookbackEnd,
  );
  return { before, after };
}

export function proxyTrades(
  input: ProxyEstimateInput,
  start: ReportedShares | null,
  reports: readonly ReportedShares[],
): ProxyTrade[] {
  const splits = input.splits ?? [];
  const trades: ProxyTrade[] = [];
  let held = start?.shares ?? 0;
  let heldOn = start?.period ?? null;
  for (const r of reports) {
    const before = heldOn === null ? held : sharesIn(splits, held, heldOn, r.period);
    const change = Math.round((r.shares - before) * QUANTITY_DIGITS) / QUANTITY_DIGITS;
    held = r.shares;
    heldOn = r.period;
    if (change === 0) continue;
    const averageClose = quarterAverageClose(input.closes, r.period, splits);
    trades.push({
      date: r.period,
      period: r.period,
      side: change > 0 ? 'BUY' : 'SELL',
      quantity: Math.abs(change),
      price: averageClose,
      averageClose,
    });
  }
  return trades;
}

/**
 * The estimate, or null when the filer held none of the stock from the class period on.
 * Throws `ProxyEstimateError` for a quarter without closes, and the engine's `LossInputError`
 * when the closes do not cover the lookback.
 */
export function estimateProxyLoss(input: ProxyEstimateInput): ProxyEstimate | null {
  const { before, after } = readReports(input);
  const startHolding = before?.shares ?? 0;
  const last = after.at(-1);
  if (!last || (startHolding === 0 && after.every((r) => r.shares === 0))) return null;
  const trades = proxyTrades(input, before, after);
  const splits = input.splits ?? [];
  // The engine takes the start holding in the shares of the day before the class period.
  const dayBefore = shiftDate(input.classPeriod.start, -1);
  const out = calculateLoss(
    {
      classPeriod: input.classPeriod,
      disclosureDate: input.disclosureDate,
      startHolding: before ? sharesIn(splits, startHolding, before.period, dayBefore) : 0,
      trades: trades.map(({ date, side, quantity, price }) => ({ date, side, quantity, price })),
      prices: input.closes.filter((c) => c.date >= input.disclosureDate),
      ...(splits.length > 0 ? { splits } : {}),
    },
    { trail: false },
  );
  return {
    startHolding,
    startPeriod: before?.period ?? null,
    trades,
    lastPeriod: last.period,
    shares: last.shares,
    fifoLoss: out.fifo.net / 100,
    lifoLoss: out.lifo.net / 100,
  };
}
