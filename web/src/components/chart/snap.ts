/**
 * A category axis only knows the x values in the data: a band from a weekend to a holiday, or a
 * marker on a day without a price, would not be drawn. These find the data's own x instead.
 */
import type { ChartX } from './chart-types.ts';

/** An x a chart can place: a category's string or a number. */
export const isX = (value: unknown): value is ChartX =>
  typeof value === 'string' || typeof value === 'number';

function compare(a: ChartX, b: ChartX): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The first x on or after `value` ('ceil') or the last on or before it ('floor'). */
export function snapToData(
  xs: readonly unknown[],
  value: ChartX,
  direction: 'ceil' | 'floor',
): ChartX | undefined {
  const values = xs.filter(isX);
  if (direction === 'ceil') return values.find((x) => compare(x, value) >= 0);
  return values.findLast((x) => compare(x, value) <= 0);
}

/** A band's ends in the data, or null when no data x falls inside it. */
export function snapBand(
  xs: readonly unknown[],
  from: ChartX,
  to: ChartX,
): { x1: ChartX; x2: ChartX } | null {
  const x1 = snapToData(xs, from, 'ceil');
  const x2 = snapToData(xs, to, 'floor');
  if (x1 === undefined || x2 === undefined || compare(x1, x2) > 0) return null;
  return { x1, x2 };
}

/** The data's x for a point at `value`: on or after it, and only inside the data's span. */
export function snapInside(xs: readonly unknown[], value: ChartX): ChartX | undefined {
  const first = xs.find(isX);
  if (first === undefined || compare(value, first) < 0) return undefined;
  return snapToData(xs, value, 'ceil');
}
