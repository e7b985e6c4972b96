/**
 * What a case learns once its prices exist: the corrective disclosure's trading day (the one
 * after a Friday class-period end is a Monday, not the Saturday the default would give), and
 * for a settled case the plan of allocation's artificial-inflation table. The table is read
 * off the prices, as an expert would: inflation equal to the final disclosure's drop plus the
 * drops of up to two partial disclosures inside the class period (its sharpest one-day falls),
 * falling at each of them, and nothing after the class period. Its own random stream, so the
 * rest of the data does not move.
 */
import type { Case, InflationRange } from '@backoffice/core/api';
import { addDays } from '../../domain/dates.ts';
import { indexOnOrBefore, type PriceBook } from '../../store/price-book.ts';
import type { Rng } from './rng.ts';

/** Trading days kept between partial disclosures, and from the period's ends. */
const SPACING = 20;

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** Up to `count` of the sharpest one-day falls between `from` and `to`, in date order. */
function partialDisclosures(closes: Float64Array, from: number, to: number, count: number) {
  const falls: { day: number; fall: number }[] = [];
  for (let d = from; d <= to; d += 1) {
    const fall = closes[d - 1]! - closes[d]!;
    if (fall > 0) falls.push({ day: d, fall });
  }
  falls.sort((a, b) => b.fall - a.fall);
  const chosen: typeof falls = [];
  for (const f of falls) {
    if (chosen.length === count) break;
    if (chosen.every((c) => Math.abs(c.day - f.day) >= SPACING)) chosen.push(f);
  }
  return chosen.sort((a, b) => a.day - b.day);
}

function inflationTable(
  rng: Rng,
  c: Case,
  closes: Float64Array,
  days: readonly string[],
): InflationRange[] {
  const start = indexOnOrBefore(days, c.classPeriodStart);
  const end = indexOnOrBefore(days, c.classPeriodEnd);
  const finalDrop = Math.max(0.01, closes[end]! - (closes[end + 1] ?? closes[end]!));
  const partial = partialDisclosures(closes, start + SPACING, end - SPACING, rng.int(0, 2));
  const ranges: InflationRange[] = [];
  let from = c.classPeriodStart;
  let level = finalDrop + partial.reduce((sum, p) => sum + p.fall, 0);
  for (const p of partial) {
    ranges.push({ from, to: addDays(days[p.day]!, -1), perShare: cents(level) });
    from = days[p.day]!;
    level -= p.fall;
  }
  ranges.push({ from, to: c.classPeriodEnd, perShare: cents(finalDrop) });
  ranges.push({ from: addDays(c.classPeriodEnd, 1), to: null, perShare: 0 });
  return ranges;
}

export function withDisclosuresAndPlans(
  rng: Rng,
  cases: readonly Case[],
  priceIndex: ReadonlyMap<string, number>,
  prices: PriceBook,
): Case[] {
  return cases.map((c) => {
    const series = priceIndex.get(c.securityIds[0]!);
    const end = indexOnOrBefore(prices.days, c.classPeriodEnd);
    const disclosure = prices.days[end + 1];
    if (series === undefined || disclosure === undefined) return c;
    const settled = c.status === 'settlement';
    return {
      ...c,
      disclosureDate: settled || rng.chance(0.4) ? disclosure : null,
      planOfAllocation: settled
        ? { inflation: inflationTable(rng, c, prices.closes[series]!, prices.days) }
        : null,
    };
  });
}
