/**
 * What the Loss Overview draws and lists, from the API's ranked totals: chart rows in dollars
 * (the chart's axis is in dollars; the tables give the exact cents), and the lead-plaintiff
 * ranking with each client's share of the case's losses.
 */
import type { LossOverview } from '@backoffice/core/api';

export type CaseTotals = LossOverview['byCase'][number];
export type ClientTotals = LossOverview['byClient'][number];
export type CaseRanking = LossOverview['leadPlaintiff'][number];
export type RankingLine = CaseRanking['ranking'][number];

/** The most bars a chart shows; more would be unreadable, and the table lists them all. */
export const CHART_BARS = 10;

export interface ChartRow {
  label: string;
  fifoNet: number;
  lifoNet: number;
}

export const dollars = (cents: number): number => cents / 100;

/** The first `limit` rows (the API ranks them, largest FIFO net loss first), in dollars. */
export function chartRows<T extends { fifoNet: number; lifoNet: number }>(
  rows: readonly T[],
  labelOf: (row: T) => string,
  limit = CHART_BARS,
): ChartRow[] {
  return rows.slice(0, limit).map((row) => ({
    label: labelOf(row),
    fifoNet: dollars(row.fifoNet),
    lifoNet: dollars(row.lifoNet),
  }));
}

export interface RankingRow extends RankingLine {
  /** Of the losses (positive FIFO net) of every ranked client, as text: `42.1%`; `—` for none. */
  share: string;
  /** The largest loss: the presumptive lead plaintiff (the largest financial interest). */
  largest: boolean;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export function rankingRows(entry: CaseRanking): RankingRow[] {
  const losses = entry.ranking.reduce((sum, line) => sum + Math.max(0, line.fifoNet), 0);
  return entry.ranking.map((line) => ({
    ...line,
    share: losses > 0 && line.fifoNet > 0 ? percent.format(line.fifoNet / losses) : '—',
    largest: line.rank === 1 && line.fifoNet > 0,
  }));
}

/** The case whose ranking is shown: the one asked for if it has one, else the first listed. */
export function rankedCase(
  entries: readonly CaseRanking[],
  wanted: string | null,
): CaseRanking | undefined {
  return entries.find((e) => e.caseId === wanted) ?? entries[0];
}
