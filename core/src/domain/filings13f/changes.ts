/**
 * Quarter-over-quarter change of each rolled-up position against the filer's previous report:
 * new, increased, decreased, unchanged, or closed (held before, absent now; given as a row of
 * zero shares in the quarter it disappeared from).
 */
import { positionKey, type RolledPosition } from './rollup.ts';

export const QUARTER_CHANGES = ['NEW', 'INCREASED', 'DECREASED', 'UNCHANGED', 'CLOSED'] as const;
export type QuarterChange = (typeof QUARTER_CHANGES)[number];

export interface ChangedPosition extends RolledPosition {
  change: QuarterChange;
  /** Shares in the filer's previous report; null when it had none of this position. */
  previousShares: number | null;
}

export function changeOf(previous: number | null, now: number): QuarterChange {
  if (previous === null || previous === 0) return now > 0 ? 'NEW' : 'UNCHANGED';
  if (now === 0) return 'CLOSED';
  if (now > previous) return 'INCREASED';
  return now < previous ? 'DECREASED' : 'UNCHANGED';
}

function byFilerAndPeriod(positions: readonly RolledPosition[]) {
  const filers = new Map<string, Map<string, RolledPosition[]>>();
  for (const p of positions) {
    let periods = filers.get(p.filerId);
    if (!periods) {
      periods = new Map<string, RolledPosition[]>();
      filers.set(p.filerId, periods);
    }
    const list = periods.get(p.period);
    if (list) list.push(p);
    else periods.set(p.period, [p]);
  }
  return filers;
}

/** Every position with its change, plus a CLOSED row for each position a report dropped. */
export function quarterChanges(positions: readonly RolledPosition[]): ChangedPosition[] {
  const out: ChangedPosition[] = [];
  for (const periods of byFilerAndPeriod(positions).values()) {
    let previous = new Map<string, RolledPosition>();
    for (const period of [...periods.keys()].sort()) {
      const current = new Map(periods.get(period)!.map((p) => [positionKey(p), p]));
      for (const [key, p] of current) {
        const before = previous.get(key)?.shares ?? null;
        out.push({ ...p, change: changeOf(before, p.shares), previousShares: before });
      }
      for (const [key, p] of previous) {
        if (current.has(key)) continue;
        out.push({
          ...p,
          period,
          shares: 0,
          value: 0,
          price: null,
          lines: 0,
          change: 'CLOSED',
          previousShares: p.shares,
        });
      }
      previous = current;
    }
  }
  return out;
}

/**
 * A changed position as the API lists it, without its filer's name and CIK (the caller's, as
 * the filer's record is now): its id says filer, quarter, CUSIP and kind; its value is whole
 * dollars. The mock API's positions and its warehouse's SQL are both held to this.
 */
export function positionRecord(p: ChangedPosition) {
  return {
    id: `${p.filerId}.${p.period}.${p.cusip}.${p.kind}`,
    filerId: p.filerId,
    period: p.period,
    cusip: p.cusip,
    securityId: p.securityId,
    issuer: p.issuer,
    titleOfClass: p.titleOfClass,
    kind: p.kind,
    shares: p.shares,
    value: Math.round(p.value),
    price: p.price,
    lines: p.lines,
    previousShares: p.previousShares,
    change: p.change,
  };
}
