/**
 * A plan of allocation's artificial-inflation table: ranges of days, each with the inflation per
 * share on those days. Ranges must be in order and must not overlap; a day no range covers has
 * no known inflation, so a class-period trade on such a day is a problem, not a zero.
 */
import { isIsoDate, show } from './dates.ts';
import { decimalOf } from './decimal.ts';
import type { Rat } from './rational.ts';
import type { InflationRange, IsoDate, LossProblem } from './types.ts';

export interface InflationTable {
  problems: LossProblem[];
  /** I(date); null when no range covers the day. */
  at(date: IsoDate): Rat | null;
}

const describe = (r: InflationRange, i: number) =>
  `Inflation range ${i + 1} (${show(r.from)} to ${r.to === null ? 'open' : show(r.to)})`;

function rangeProblems(ranges: readonly InflationRange[]): LossProblem[] {
  const problems: LossProblem[] = [];
  ranges.forEach((r, i) => {
    const field = `inflation[${i}]`;
    const name = describe(r, i);
    if (!isIsoDate(r.from) || (r.to !== null && !isIsoDate(r.to))) {
      problems.push({
        field,
        message: `${name}: the dates must be YYYY-MM-DD (to may be null for an open end)`,
      });
      return;
    }
    if (r.to !== null && r.to < r.from)
      problems.push({ field, message: `${name} ends before it starts` });
    if (typeof r.perShare !== 'number' || !Number.isFinite(r.perShare) || r.perShare < 0) {
      problems.push({
        field,
        message: `${name}: the inflation per share must be a number of dollars, 0 or more, not ${show(r.perShare)}`,
      });
    }
    const before = ranges[i - 1];
    if (!before || !isIsoDate(before.from)) return;
    if (r.from <= before.from) {
      problems.push({
        field,
        message: `${name} starts before range ${i} (${before.from}): list the ranges in date order`,
      });
    } else if (before.to === null || before.to >= r.from) {
      problems.push({
        field,
        message: `${name} overlaps range ${i}, which runs to ${before.to ?? 'an open end'}`,
      });
    }
  });
  return problems;
}

export function inflationTable(ranges: readonly InflationRange[]): InflationTable {
  const problems = rangeProblems(ranges);
  const values = ranges.map((r) => (problems.length === 0 ? decimalOf(r.perShare) : null));
  return {
    problems,
    at(date) {
      if (problems.length > 0) return null;
      let lo = 0;
      let hi = ranges.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (ranges[mid]!.from <= date) lo = mid + 1;
        else hi = mid;
      }
      const range = ranges[lo - 1];
      if (!range || (range.to !== null && range.to < date)) return null;
      return values[lo - 1] ?? null;
    },
  };
}
