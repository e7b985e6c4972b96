/**
 * A loss report as a pdfmake document definition (pure: the PDF is made from it in
 * pdf-export.ts): US Letter landscape, the title and when it was made, a summary when there are
 * several cases, then each case from a new page with its dates, lookback, lines and totals.
 * The lines' header row repeats on every page; the title is also the PDF's own title.
 */
import type { LossReport } from '@backoffice/core/api';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatCents, formatDateTime } from '../../../lib/format/format.ts';
import {
  cellText,
  lineColumns,
  SUMMARY_FIGURES,
  totalCells,
  type LineColumn,
  type ReportSection,
} from './report-columns.ts';
import { MUTED, PAGE, pageFrame, STYLES, TABLE } from './pdf-style.ts';
import { lookbackText, sectionFacts } from './report-facts.ts';

const numeric = (c: LineColumn) => c.kind !== 'text';

function linesTable(kind: LossReport['kind'], section: ReportSection): Content {
  const columns = lineColumns(kind);
  const header: TableCell[] = columns.map((c) => ({
    text: c.header,
    style: 'th',
    alignment: numeric(c) ? 'right' : 'left',
  }));
  const rows: TableCell[][] = section.lines.map((line) =>
    columns.map((c) => ({
      text: cellText(c.kind, c.value(line)),
      alignment: numeric(c) ? 'right' : 'left',
    })),
  );
  const totals = totalCells(columns, section.totals).map((text, i): TableCell => ({
    text: i === 0 ? 'Total' : text,
    bold: true,
    alignment: i > 0 && numeric(columns[i]!) ? 'right' : 'left',
  }));
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      // The first column (the client, or a client's account) takes the room the figures leave.
      widths: columns.map((_, i) => (i === 0 ? '*' : 'auto')),
      body: [header, ...rows, totals],
    },
    layout: TABLE,
    fontSize: 7.5,
  };
}

function sectionContent(report: LossReport, section: ReportSection, newPage: boolean): Content[] {
  return [
    {
      text: section.caseCaption,
      style: 'h2',
      ...(newPage ? { pageBreak: 'before' as const } : {}),
    },
    {
      columns: sectionFacts(section).map((fact) => ({
        stack: [
          { text: fact.label, color: MUTED, fontSize: 7.5 },
          { text: fact.value, fontSize: 9 },
        ],
      })),
      columnGap: 12,
      margin: [0, 0, 0, 8],
    },
    { text: 'Lookback (90 days from the disclosure; M is the mean close)', style: 'h3' },
    section.lookbacks.length > 0
      ? { ul: section.lookbacks.map(lookbackText), fontSize: 8.5, margin: [0, 0, 0, 8] }
      : { text: 'None recorded.', color: MUTED, margin: [0, 0, 0, 8] },
    section.lines.length > 0
      ? linesTable(report.kind, section)
      : { text: 'No client you may see has a line in this run.', color: MUTED },
  ];
}

function summaryRow(label: string, t: LossReport['totals'], bold = false): TableCell[] {
  return [
    { text: label, bold },
    ...SUMMARY_FIGURES.map(({ pick }): TableCell => ({
      text: formatCents(pick(t)),
      alignment: 'right',
      bold,
    })),
  ];
}

/** With several cases: one line each and the grand total, before the cases' own pages. */
function summary(report: LossReport): Content {
  const header: TableCell[] = [
    { text: 'Case', style: 'th' },
    ...SUMMARY_FIGURES.map(({ header }): TableCell => ({
      text: header,
      style: 'th',
      alignment: 'right',
    })),
  ];
  return {
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto'],
      body: [
        header,
        ...report.sections.map((s) => summaryRow(s.caseCaption, s.totals)),
        summaryRow('Total', report.totals, true),
      ],
    },
    layout: TABLE,
    fontSize: 8.5,
  };
}

export function reportDocument(report: LossReport, productName: string): TDocumentDefinitions {
  const generated = `Generated ${formatDateTime(report.generatedAt)}`;
  const several = report.sections.length > 1;
  return {
    info: {
      title: report.title,
      subject: report.sections.map((s) => s.caseCaption).join('; '),
      creator: productName,
    },
    ...PAGE,
    ...pageFrame(productName, report.title, generated),
    content: [
      { text: report.title, style: 'h1' },
      { text: generated, color: MUTED, margin: [0, 0, 0, 12] },
      ...(several ? [{ text: 'Summary', style: 'h3' }, summary(report)] : []),
      ...report.sections.flatMap((section, i) => sectionContent(report, section, i > 0)),
      ...(report.sections.length === 0
        ? [{ text: 'No completed loss run is on record for this report.', color: MUTED }]
        : []),
    ],
    ...STYLES,
  };
}
