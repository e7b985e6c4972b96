/**
 * A client report as a pdfmake document definition (pure; made into a PDF by lib/pdf): US Letter
 * landscape like the loss report, the title and its facts, a monthly report's monitoring tables,
 * then the cases with their claims and recoveries, the trades by month and the holdings at the
 * period's end. The tables' header rows
 * repeat on every page; the title is also the PDF's own title.
 */
import {
  caseTotals,
  OUTCOME_LABELS,
  RECOVERY_NOTE,
  showsTradesAndHoldings,
} from '../../domain/index.ts';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { formatCents, formatDate, formatDateTime, formatNumber } from '../format.ts';
import { MUTED, PAGE, pageFrame, STYLES, TABLE } from '../pdf-style.ts';
import { reportFacts, type ClientReportData } from './report-figures-text.ts';
import { monitoringTables } from './report-monitoring.ts';

type Align = 'left' | 'right';

function table(headers: [string, Align][], rows: string[][], footer?: string[]): Content {
  const cell = (text: string, i: number, bold = false): TableCell => ({
    text,
    bold,
    alignment: headers[i]![1],
  });
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: headers.map((_, i) => (i === 0 ? '*' : 'auto')),
      body: [
        headers.map(([text, alignment]): TableCell => ({ text, style: 'th', alignment })),
        ...rows.map((r) => r.map((text, i) => cell(text, i))),
        ...(footer ? [footer.map((text, i) => cell(text, i, true))] : []),
      ],
    },
    layout: TABLE,
    fontSize: 8,
    margin: [0, 0, 0, 12],
  };
}

/** Facts side by side, a row of at most this many (a monthly report has twelve). */
const FACTS_PER_ROW = 8;

function facts(report: ClientReportData): Content[] {
  const all = reportFacts(report);
  const rows = Array.from({ length: Math.ceil(all.length / FACTS_PER_ROW) }, (_, i) =>
    all.slice(i * FACTS_PER_ROW, (i + 1) * FACTS_PER_ROW),
  );
  return rows.map((row) => ({
    columns: [
      ...row.map((fact) => ({
        stack: [
          { text: fact.label, color: MUTED, fontSize: 7.5 },
          { text: fact.value, fontSize: 10, bold: true },
        ],
      })),
      // Empty columns keep a short last row on the grid of the rows above.
      ...Array.from({ length: FACTS_PER_ROW - row.length }, () => ({ text: '' })),
    ],
    columnGap: 10,
    margin: [0, 0, 0, 6],
  }));
}

function casesTable(report: ClientReportData): Content {
  const { cases, scorecard } = report.figures;
  if (cases.length === 0)
    return { text: 'No completed loss run has lines of this client.', color: MUTED };
  const totals = caseTotals(cases);
  return table(
    [
      ['Case', 'left'],
      ['Outcome', 'left'],
      ['FIFO net loss', 'right'],
      ['LIFO net loss', 'right'],
      ['Claim', 'right'],
      ['Claim filed', 'left'],
      ['Recovery', 'right'],
    ],
    cases.map((c) => [
      c.caseCaption,
      OUTCOME_LABELS[c.outcome],
      formatCents(c.fifoNet),
      formatCents(c.lifoNet),
      formatCents(c.claim),
      c.claimFiled ? 'Yes' : 'No',
      formatCents(c.recovery),
    ]),
    [
      'Total',
      '',
      formatCents(scorecard.lossCents),
      formatCents(totals.lifoNet),
      formatCents(scorecard.claimCents),
      formatNumber(totals.claimsFiled),
      formatCents(scorecard.recoveryCents),
    ],
  );
}

function tradesTable(report: ClientReportData): Content {
  return table(
    [
      ['Month', 'left'],
      ['Buys', 'right'],
      ['Bought', 'right'],
      ['Sells', 'right'],
      ['Sold', 'right'],
    ],
    report.figures.trades.map((t) => [
      t.month,
      formatNumber(t.buys),
      formatCents(t.boughtCents),
      formatNumber(t.sells),
      formatCents(t.soldCents),
    ]),
  );
}

function holdingsTable(report: ClientReportData): Content {
  const { holdings } = report.figures;
  if (holdings.length === 0)
    return { text: 'No holdings on record by the end of the period.', color: MUTED };
  return table(
    [
      ['Security', 'left'],
      ['Ticker', 'left'],
      ['Quantity', 'right'],
      ['Value', 'right'],
    ],
    holdings.map((h) => [
      h.securityName,
      h.ticker,
      formatNumber(h.quantity),
      formatCents(h.valueCents),
    ]),
  );
}

const h2 = (text: string): Content => ({ text, style: 'h2', margin: [0, 6, 0, 6] });

function monitoringSection(report: ClientReportData): Content[] {
  if (!report.monitoring) return [];
  return monitoringTables(report.monitoring).flatMap((t): Content[] => [
    h2(t.title),
    t.rows.length === 0
      ? { text: t.empty, color: MUTED, margin: [0, 0, 0, 12] }
      : table(
          t.columns.map((c): [string, Align] => [c.label, c.format === 'text' ? 'left' : 'right']),
          t.rows.map((r) => r.map((c) => c.text)),
          t.footer?.map((c) => c.text),
        ),
  ]);
}

export function clientReportDocument(
  report: ClientReportData,
  productName: string,
): TDocumentDefinitions {
  const generated = report.generatedAt
    ? `Generated ${formatDateTime(report.generatedAt)}${report.generatedBy ? ` by ${report.generatedBy}` : ''}`
    : 'Preview: not generated yet';
  const detail = showsTradesAndHoldings(report.type);
  return {
    info: {
      title: report.title,
      subject: `${report.clientName} ${report.period}`,
      creator: productName,
    },
    ...PAGE,
    ...pageFrame(productName, report.title, generated),
    content: [
      { text: report.title, style: 'h1' },
      { text: generated, color: MUTED, margin: [0, 0, 0, 10] },
      ...facts(report),
      { text: RECOVERY_NOTE, color: MUTED, fontSize: 7.5, margin: [0, 0, 0, 8] },
      ...monitoringSection(report),
      h2('Losses by case, claims filed and recoveries'),
      casesTable(report),
      ...(detail
        ? [
            h2('Trades by month'),
            tradesTable(report),
            h2(`Holdings on ${formatDate(report.figures.holdingsAsOf)}`),
            holdingsTable(report),
          ]
        : []),
    ],
    ...STYLES,
  };
}
