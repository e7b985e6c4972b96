/**
 * What the security's chart draws besides its prices: each case's class period as a band, each
 * detected drop as a dot on the close of its day, and the sentence that says it all to a reader
 * who cannot see the chart.
 */
import type { Case, PriceDrop } from '@backoffice/core/api';
import type { ChartBand } from '../../components/chart/chart-types.ts';
import { formatCount, formatDate } from '../../lib/format/format.ts';

// Moved to components, where the Security Price Drops screen shares them.
export { dropPoints, formatChange } from '../../components/price-chart/drop-points.ts';

const BAND_LABEL_CHARS = 22;

/** "In re Acme Corp. Securities Litigation" → "Acme Corp. Securities…": what fits over a band. */
export function shortCaption(caption: string): string {
  const text = caption.replace(/^In re\s+/i, '');
  return text.length <= BAND_LABEL_CHARS ? text : `${text.slice(0, BAND_LABEL_CHARS - 1)}…`;
}

export function classPeriodBands(cases: readonly Case[], labelled: boolean): ChartBand[] {
  return cases.map((c) => ({
    from: c.classPeriodStart,
    to: c.classPeriodEnd,
    ...(labelled ? { label: shortCaption(c.caption) } : {}),
  }));
}

/** Only what falls inside the days charted counts in the sentence. */
export function chartSummary(
  ticker: string,
  days: readonly string[],
  cases: readonly Case[],
  drops: readonly PriceDrop[],
): string {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return `${ticker}: no prices`;
  const periods = cases.filter((c) => c.classPeriodEnd >= first && c.classPeriodStart <= last);
  const shown = drops.filter((d) => d.date >= first && d.date <= last);
  return (
    `${ticker} daily close and volume from ${formatDate(first)} to ${formatDate(last)}; ` +
    `${formatCount(periods.length, 'class period')} shaded; ${formatCount(shown.length, 'price drop')} marked`
  );
}
