/**
 * A loss report as workbook sheets (pure: xlsx-export.ts writes them with exceljs): a summary
 * per case with the grand total, every line with the case it belongs to, and the lookbacks.
 * Figures stay numbers (money in dollars, to the cent) so a spreadsheet can add them up.
 */
import type { LossReport, LossResult } from '@backoffice/core/api';
import { formatDateTime } from '../../../lib/format/format.ts';
import {
  lineColumns,
  type ColumnKind,
  type LossTotals,
  type ReportSection,
} from './report-columns.ts';
import {
  sheetColumn,
  type SheetCell,
  type SheetFormat,
  type SheetSpec,
} from '../../../lib/workbook/sheet-spec.ts';

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);
const date = (iso: string): Date => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

const col = sheetColumn;

const TOTAL_COLUMNS = [
  col('FIFO net', 'money'),
  col('FIFO no offset', 'money'),
  col('LIFO net', 'money'),
  col('LIFO no offset', 'money'),
  col('Recognized loss', 'money'),
  col('TSP', 'shares'),
  col('NSP', 'shares'),
  col('NFE', 'money'),
];

function totalsCells(t: LossTotals): SheetCell[] {
  return [
    dollars(t.fifoNet),
    dollars(t.fifoNoOffset),
    dollars(t.lifoNet),
    dollars(t.lifoNoOffset),
    dollars(t.recognizedLoss),
    t.tsp,
    t.nsp,
    dollars(t.nfe),
  ];
}

function summarySheet(report: LossReport): SheetSpec {
  const rows = report.sections.map((s): SheetCell[] => [
    s.caseCaption,
    date(s.classPeriodStart),
    date(s.classPeriodEnd),
    date(s.disclosureDate),
    s.runId,
    s.lines.length,
    ...totalsCells(s.totals),
  ]);
  const lines = report.sections.reduce((n, s) => n + s.lines.length, 0);
  return {
    name: 'Summary',
    preface: [report.title, `Generated ${formatDateTime(report.generatedAt)}`],
    columns: [
      col('Case', 'text', 48),
      col('Class period start', 'date', 16),
      col('Class period end', 'date', 16),
      col('Disclosure', 'date'),
      col('Loss run', 'text'),
      col('Lines', 'shares', 8),
      ...TOTAL_COLUMNS,
    ],
    rows: [...rows, ['Total', null, null, null, null, lines, ...totalsCells(report.totals)]],
  };
}

const FORMAT_OF: Record<ColumnKind, SheetFormat> = {
  text: 'text',
  shares: 'shares',
  money: 'money',
};

function linesSheet(report: LossReport): SheetSpec {
  const shared = lineColumns('case');
  const cells = (section: ReportSection, line: LossResult): SheetCell[] => [
    section.caseCaption,
    ...shared.map((c) => {
      const value = c.value(line);
      return c.kind === 'money' && typeof value === 'number' ? dollars(value) : value;
    }),
    line.cusip,
    line.tradesCount,
    line.startHolding,
    line.retained,
  ];
  return {
    name: 'Lines',
    preface: [],
    columns: [
      col('Case', 'text', 40),
      ...shared.map((c) => col(c.header, FORMAT_OF[c.kind], c.header === 'Client' ? 32 : 14)),
      col('CUSIP', 'text', 12),
      col('Trades', 'shares', 8),
      col('Start holding', 'shares'),
      col('Retained', 'shares'),
    ],
    rows: report.sections.flatMap((s) => s.lines.map((line) => cells(s, line))),
  };
}

function lookbackSheet(report: LossReport): SheetSpec {
  return {
    name: 'Lookbacks',
    preface: [],
    columns: [
      col('Case', 'text', 48),
      col('Ticker', 'text', 10),
      col('Window start', 'date'),
      col('Window end', 'date'),
      col('M (mean close)', 'perShare', 16),
    ],
    rows: report.sections.flatMap((s) =>
      s.lookbacks.map((l): SheetCell[] => [
        s.caseCaption,
        l.ticker,
        date(l.start),
        date(l.end),
        l.mean,
      ]),
    ),
  };
}

export function reportSheets(report: LossReport): SheetSpec[] {
  return [summarySheet(report), linesSheet(report), lookbackSheet(report)];
}
