/** A price per share, such as the lookback mean M: as exact as it is given, up to 4 decimals. */
const perShare = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

export function formatPerShare(value: number): string {
  return perShare.format(value);
}
