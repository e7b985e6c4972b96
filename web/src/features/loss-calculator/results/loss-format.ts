/** How the engine's numbers read: cents as dollars, per-share prices to 4 decimals, rules in words. */
import type { LotRule } from '@backoffice/core/loss';
import { formatCents, formatNumber } from '../../../lib/format/format.ts';

const perShareFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** `$21.335`: a price or value per share, with the digits the engine worked with. */
export function formatPerShare(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : perShareFormat.format(value);
}

/** `$1,234.50`, or `-$120.00 (gain)`: losses are positive, a gain is said to be one. */
export function formatLoss(cents: number): string {
  return cents < 0 ? `${formatCents(cents)} (gain)` : formatCents(cents);
}

export const formatShares = formatNumber;

export const RULE_LABELS: Record<LotRule, string> = {
  SOLD_IN_CLASS_PERIOD: 'Sold in the class period',
  SOLD_IN_LOOKBACK: 'Sold in the lookback',
  SOLD_AFTER_LOOKBACK: 'Sold after the lookback',
  HELD: 'Held',
  START_HOLDING: 'Start holding',
  NOT_IN_CLASS_PERIOD: 'Bought after the class period',
};

/** Cents as dollars for a chart axis (the tooltip formats them exactly). */
export const dollars = (cents: number): number => cents / 100;
