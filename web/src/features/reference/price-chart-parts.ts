/**
 * What the security's chart draws besides its prices: each case's class period as a band, each
 * detected drop as a dot on the close of its day, and the sentence that says it all to a reader
 * who cannot see the chart.
 */
import type { Case, Price, PriceDrop } from '@backoffice/core/api';
import { priceChartAxis, type PriceGap } from '@backoffice/core/domain';
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

/** A day of the chart: a trading day without a close has none, so the line breaks there. */
export interface ChartDay {
  date: string;
  close: number | null;
  volume: number | null;
}

/** The rows on core's NYSE day axis, and the spans of trading days without a close. */
export function chartDays(rows: readonly Price[]): { days: ChartDay[]; missing: PriceGap[] } {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const axis = priceChartAxis(rows.map((r) => r.date));
  const days = axis.days.map((date) => {
    const row = byDate.get(date);
    return { date, close: row?.close ?? null, volume: row?.volume ?? null };
  });
  return { days, missing: axis.missing };
}

export function missingBands(missing: readonly PriceGap[], labelled: boolean): ChartBand[] {
  return missing.map((gap) => ({
    from: gap.from,
    to: gap.to,
    tone: 'missing' as const,
    ...(labelled ? { label: 'No close' } : {}),
  }));
}

/** Only what falls inside the days charted counts in the sentence. */
export function chartSummary(
  ticker: string,
  days: readonly string[],
  cases: readonly Case[],
  drops: readonly PriceDrop[],
  missing: readonly PriceGap[] = [],
): string {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return `${ticker}: no prices`;
  const periods = cases.filter((c) => c.classPeriodEnd >= first && c.classPeriodStart <= last);
  const shown = drops.filter((d) => d.date >= first && d.date <= last);
  return (
    `${ticker} daily close and volume from ${formatDate(first)} to ${formatDate(last)}; ` +
    `${formatCount(periods.length, 'class period')} shaded; ${formatCount(shown.length, 'price drop')} marked` +
    (missing.length > 0
      ? `; ${formatCount(
          missing.reduce((n, gap) => n + gap.days, 0),
          'trading day',
        )} without a close marked`
      : '')
  );
}
