/**
 * The SEC's value unit change: information tables filed before 3 January 2023 give market value
 * in thousands of dollars, those filed from that day on in dollars. Reading both in dollars keeps
 * a price per share (value ÷ shares) right on both sides of the change.
 */
import type { ValueUnit } from './lines.ts';

export const DOLLAR_VALUES_FROM = '2023-01-03';

/** The unit of a report filed on `filedOn`. */
export function valueUnitOf(filedOn: string): ValueUnit {
  return filedOn < DOLLAR_VALUES_FROM ? 'THOUSANDS' : 'DOLLARS';
}

/** A value as filed, in US dollars. */
export function valueInDollars(reported: number, unit: ValueUnit): number {
  return unit === 'THOUSANDS' ? reported * 1000 : reported;
}

/** What a filer reports for a value in dollars: thousands are rounded, as filers do. */
export function reportedValue(dollars: number, unit: ValueUnit): number {
  return unit === 'THOUSANDS' ? Math.round(dollars / 1000) : Math.round(dollars);
}

/** Value per share (or per unit of principal); null when there are none. */
export function pricePerShare(dollars: number, shares: number): number | null {
  return shares > 0 ? dollars / shares : null;
}
