/**
 * The columns of a report's lines, written once for the screen, the PDF and the workbook: what
 * each shows, how it is formatted, and its total. A client's report leaves out the client.
 */
import type { LossReport, LossReportKind, LossResult } from '@backoffice/core/api';
import { formatCents, formatNumber } from '../../../lib/format/format.ts';

export type LossTotals = LossReport['totals'];
export type ReportSection = LossReport['sections'][number];

export type ColumnKind = 'text' | 'shares' | 'money';

export interface LineColumn {
  header: string;
  kind: ColumnKind;
  value: (line: LossResult) => string | number | null;
  /** The figure the totals row shows; text columns have none. */
  total?: (totals: LossTotals) => number | null;
}

const money = (header: string, field: keyof LossTotals & keyof LossResult): LineColumn => ({
  header,
  kind: 'money',
  value: (line) => line[field],
  total: (totals) => totals[field],
});

const LINE_COLUMNS: readonly LineColumn[] = [
  { header: 'Client', kind: 'text', value: (l) => l.clientName },
  { header: 'Account', kind: 'text', value: (l) => l.accountNumber },
  { header: 'Ticker', kind: 'text', value: (l) => l.ticker },
  { header: 'TSP', kind: 'shares', value: (l) => l.tsp, total: (t) => t.tsp },
  { header: 'NSP', kind: 'shares', value: (l) => l.nsp, total: (t) => t.nsp },
  money('NFE', 'nfe'),
  money('FIFO net', 'fifoNet'),
  money('FIFO no offset', 'fifoNoOffset'),
  money('LIFO net', 'lifoNet'),
  money('LIFO no offset', 'lifoNoOffset'),
  money('Recognized loss', 'recognizedLoss'),
];

export function lineColumns(kind: LossReportKind): readonly LineColumn[] {
  return kind === 'client' ? LINE_COLUMNS.filter((c) => c.header !== 'Client') : LINE_COLUMNS;
}

/** A value as the report prints it: money from cents, shares with separators. */
export function cellText(kind: ColumnKind, value: string | number | null): string {
  if (typeof value === 'string') return value;
  if (kind === 'money') return formatCents(value);
  return formatNumber(value);
}

/** The loss figures of a totals row, in the order of the line columns that have them. */
export function totalCells(columns: readonly LineColumn[], totals: LossTotals): string[] {
  return columns.map((c) => (c.total ? cellText(c.kind, c.total(totals)) : ''));
}

/** The money figures a summary of several cases gives for each case and in all. */
export const SUMMARY_FIGURES: readonly {
  header: string;
  pick: (t: LossTotals) => number | null;
}[] = [
  { header: 'FIFO net', pick: (t) => t.fifoNet },
  { header: 'FIFO no offset', pick: (t) => t.fifoNoOffset },
  { header: 'LIFO net', pick: (t) => t.lifoNet },
  { header: 'LIFO no offset', pick: (t) => t.lifoNoOffset },
  { header: 'Recognized loss', pick: (t) => t.recognizedLoss },
];
