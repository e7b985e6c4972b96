/**
 * One valid trade, read: which period it falls in, its price in US dollars (price × FX, exact),
 * and for a sale the per-share value the PSLRA credits it with.
 */
import { decimalOf } from './decimal.ts';
import type { InflationTable } from './inflation.ts';
import type { LookbackSource } from './lookback.ts';
import type { Window } from './price-window.ts';
import { ratInv, ratMax, ratMul, type Rat } from './rational.ts';
import { dayNumber } from './dates.ts';
import type { IsoDate, LossInput, LossProblem, LossTrade } from './types.ts';

/**
 * BEFORE the class period (part of the start holding), in the CLASS period, in the GAP after it
 * and before a later disclosure date, in the LOOKBACK window, or AFTER it.
 */
export type Period = 'BEFORE' | 'CLASS' | 'GAP' | 'LOOKBACK' | 'AFTER';

export interface PreparedTrade {
  index: number;
  date: IsoDate;
  /** The date's day number. */
  day: number;
  buy: boolean;
  /** Shares in units of 1/qScale: an exact integer. */
  qn: number;
  /** P or S: US dollars per share, after FX. */
  price: Rat;
  period: Period;
  /** A sale's credited value per share: S, max(S, M_d) or max(S, M). */
  value: Rat;
  /** M_d, for a sale in the lookback. */
  md: Rat | null;
  /** I(date), for a class-period trade when an inflation table is given. */
  inflation: Rat | null;
}

export interface TradeContext {
  window: Window;
  lookback: LookbackSource;
  /** Null without a table, or when the table itself has problems. */
  inflation: InflationTable | null;
  qScale: number;
  /** Day numbers of the class period and the lookback window. */
  classStart: number;
  classEnd: number;
  windowStart: number;
  windowEnd: number;
}

export function tradeContext(
  input: LossInput,
  lookback: LookbackSource,
  table: InflationTable | null,
  qScale: number,
): TradeContext {
  return {
    window: lookback.window,
    lookback,
    inflation: table?.problems.length === 0 ? table : null,
    qScale,
    classStart: dayNumber(input.classPeriod.start),
    classEnd: dayNumber(input.classPeriod.end),
    windowStart: dayNumber(lookback.window.start),
    windowEnd: dayNumber(lookback.window.end),
  };
}

function periodOf(day: number, ctx: TradeContext): Period {
  if (day < ctx.classStart) return 'BEFORE';
  if (day <= ctx.classEnd) return 'CLASS';
  if (day < ctx.windowStart) return 'GAP';
  return day <= ctx.windowEnd ? 'LOOKBACK' : 'AFTER';
}

function where(t: LossTrade, index: number, field: string) {
  return { field: `trades[${index}].${field}`, tradeIndex: index, date: t.date };
}

/** M_d for a sale in the lookback, or null after saying why there is none. */
function saleMd(
  t: LossTrade,
  index: number,
  day: number,
  ctx: TradeContext,
  problems: LossProblem[],
): Rat | null {
  const md = ctx.lookback.meanThrough(t.date, day);
  if (typeof md !== 'string') return md;
  // With closes as the source, the window's own problems already say what is missing.
  if (ctx.lookback.source === 'plan' || ctx.lookback.problems.length === 0) {
    const message = `Trade ${index + 1} (${t.date}) is a sale in the lookback, but ${md}`;
    problems.push({ ...where(t, index, 'date'), message });
  }
  return null;
}

function inflationOn(
  t: LossTrade,
  index: number,
  table: InflationTable,
  problems: LossProblem[],
): Rat | null {
  const inflation = table.at(t.date);
  if (inflation === null) {
    const message = `Trade ${index + 1} (${t.date}): no range of the inflation table covers this class-period day`;
    problems.push({ ...where(t, index, 'date'), message });
  }
  return inflation;
}

/** A trade's quantity and share factor in the engine's basis (split-basis.ts). */
export interface TradeBasis {
  /** Shares in units of 1/qScale, in the basis's shares. */
  qn: number;
  /** Basis shares one of the trade's day's shares is; null for 1 (no split in between). */
  factor: Rat | null;
}

/** Reads a trade that passed `tradeIsValid`; pushes the problems that need the whole input. */
export function prepareTrade(
  t: LossTrade,
  index: number,
  day: number,
  basis: TradeBasis,
  ctx: TradeContext,
  problems: LossProblem[],
): PreparedTrade {
  const local = decimalOf(t.price);
  // Without a split in between (the usual case) the factor is 1: no work.
  const perShare = basis.factor === null ? null : ratInv(basis.factor);
  const traded = t.fxRate === undefined ? local : ratMul(local, decimalOf(t.fxRate));
  const price = perShare === null ? traded : ratMul(traded, perShare);
  const buy = t.side === 'BUY';
  const period = periodOf(day, ctx);
  let value = price;
  let md: Rat | null = null;
  if (!buy && period === 'LOOKBACK') {
    md = saleMd(t, index, day, ctx, problems);
    if (md) value = ratMax(price, md);
  } else if (!buy && period === 'AFTER' && ctx.lookback.mean)
    value = ratMax(price, ctx.lookback.mean);
  const stated =
    period === 'CLASS' && ctx.inflation ? inflationOn(t, index, ctx.inflation, problems) : null;
  // Inflation per share is stated in the shares of its day, like the price.
  const inflation = stated === null || perShare === null ? stated : ratMul(stated, perShare);
  return {
    index,
    date: t.date,
    day,
    buy,
    qn: basis.qn,
    price,
    period,
    value,
    md,
    inflation,
  };
}
