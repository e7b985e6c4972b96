/**
 * The top of the second (right) axis, which keeps its series in the lower quarter of the plot,
 * under the first. Scaled to a high percentile rather than the maximum: one day of ten times
 * the usual volume would otherwise flatten every other bar to nothing. That day's bar reaches
 * the top of the plot instead, which is what makes it stand out anyway.
 */
const PERCENTILE = 0.98;
const SHARE_OF_PLOT = 4;

export function overlayTop(values: readonly unknown[]): number | 'auto' {
  const numbers = values
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (numbers.length === 0) return 'auto';
  const top = numbers[Math.min(numbers.length - 1, Math.floor(numbers.length * PERCENTILE))] ?? 0;
  return top > 0 ? top * SHARE_OF_PLOT : 'auto';
}
