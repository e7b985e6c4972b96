/**
 * The x values offered to a category axis as ticks. Recharts measures the label of every tick
 * it is offered (a forced layout of the page each) to leave out those that would overlap, and
 * by default it is offered every x: a daily price history of seven years is 1,700 measurements,
 * over a second of the screen's main thread. At most MAX_TICK_CANDIDATES, evenly spread and
 * counted from the last (recharts keeps the end), are as many as a wide chart shows anyway.
 */
import type { ChartX } from './chart-types.ts';
import { isX } from './snap.ts';

export const MAX_TICK_CANDIDATES = 30;

/** Every x when there are few, else every step-th x ending on the last; in the data's order. */
export function tickCandidates(xs: readonly unknown[]): ChartX[] {
  const values = xs.filter(isX);
  if (values.length <= MAX_TICK_CANDIDATES) return values;
  const step = Math.ceil(values.length / MAX_TICK_CANDIDATES);
  const chosen: ChartX[] = [];
  for (let i = values.length - 1; i >= 0; i -= step) chosen.push(values[i]!);
  return chosen.reverse();
}
