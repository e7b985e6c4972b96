/**
 * A claim's summary as a pdfmake document definition (pure: claim-summary-file.ts makes the
 * PDF): who claims under which settlement, its status and filing, the figures (recognized loss,
 * expected and paid amounts), each position with its lots, and the claim's history.
 */
import { CLAIM_STATUS_LABELS, type Claim, type Settlement } from '@backoffice/core/api';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatCents, formatDate, formatDateTime, formatMoney } from '../../lib/format/format.ts';
import { PAGE, STYLES, TABLE } from '../../lib/pdf/pdf-style.ts';

const right = (text: string): TableCell => ({ text, alignment: 'right' });
const head = (texts: readonly string[], numeric: readonly number[] = []): TableCell[] =>
  texts.map((text, i) => ({
    text,
    style: 'th',
    alignment: numeric.includes(i) ? 'right' : 'left',
  }));

function facts(claim: Claim, s: Settlement): Content {
  const rows: [string, string][] = [
    ['Client', claim.clientName],
    ['Settlement', `${s.name} (${s.caseCaption})`],
    [
      'Claims administrator',
      `${s.administrator.name}, ${s.administrator.filingMethod.replace('_', ' ')}`,
    ],
    ['Claim deadline', formatDate(s.claimDeadline)],
    ['Status', CLAIM_STATUS_LABELS[claim.status]],
    ['Claim number', claim.claimNumber ?? '—'],
    ['Filed on', formatDate(claim.filedOn)],
    ['Recognized loss', formatCents(claim.recognizedLoss)],
    [
      'Expected payment',
      claim.expectedPayment === null ? 'Not known yet' : formatCents(claim.expectedPayment),
    ],
    [
      'Paid',
      claim.payment
        ? `${formatCents(claim.payment.amount)} on ${formatDate(claim.payment.paidOn)}`
        : '—',
    ],
  ];
  if (claim.deficiency) {
    rows.push([
      'Deficiency',
      `${claim.deficiency.reason}; cure by ${formatDate(claim.deficiency.cureBy)}`,
    ]);
  }
  if (claim.rejectionReason) rows.push(['Rejected', claim.rejectionReason]);
  return {
    table: { widths: [130, '*'], body: rows.map(([k, v]) => [{ text: k, style: 'th' }, v]) },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  };
}

function positions(claim: Claim): Content[] {
  if (claim.positions.length === 0) return [{ text: 'No position counts under the plan.' }];
  return claim.positions.flatMap((p): Content[] => [
    {
      text: `${p.ticker}, account ${p.accountNumber}: recognized ${formatCents(p.amount)}, market loss ${formatCents(p.marketLoss)}`,
      style: 'h3',
    },
    {
      table: {
        headerRows: 1,
        widths: [70, 70, 60, 60, 60, '*'],
        body: [
          head(['Bought', 'Sold', 'Shares', 'Per share', 'Amount', 'How'], [2, 3, 4]),
          ...p.lots.map((l): TableCell[] => [
            formatDate(l.purchaseDate),
            l.saleDate ? formatDate(l.saleDate) : 'Held',
            right(l.quantity.toLocaleString('en-US')),
            right(formatMoney(l.perShare)),
            right(formatCents(l.amount)),
            l.explanation,
          ]),
        ],
      },
      layout: TABLE,
    },
  ]);
}

function history(claim: Claim): Content {
  return {
    table: {
      headerRows: 1,
      widths: [110, 90, 90, '*'],
      body: [
        head(['When', 'Status', 'By', 'Note']),
        ...claim.history.map((h): TableCell[] => [
          formatDateTime(h.on),
          CLAIM_STATUS_LABELS[h.status],
          h.by,
          h.note,
        ]),
      ],
    },
    layout: TABLE,
  };
}

export function claimSummaryDocument(
  claim: Claim,
  settlement: Settlement,
  product: string,
): TDocumentDefinitions {
  const title = `Claim summary: ${claim.clientName}, ${settlement.name}`;
  return {
    ...PAGE,
    ...STYLES,
    info: { title, creator: product },
    footer: (page, pages) => ({
      text: `${product} · claim ${claim.id} · page ${String(page)} of ${String(pages)}`,
      alignment: 'center',
      fontSize: 7,
      margin: [0, 12, 0, 0],
    }),
    content: [
      { text: title, style: 'h1' },
      { text: `Made ${formatDateTime(new Date().toISOString())}`, margin: [0, 0, 0, 10] },
      facts(claim, settlement),
      ...(claim.problems.length > 0
        ? [{ ul: claim.problems, margin: [0, 0, 0, 8] as [number, number, number, number] }]
        : []),
      { text: 'Positions and lots', style: 'h2' },
      ...positions(claim),
      { text: 'History', style: 'h2', margin: [0, 12, 0, 6] },
      history(claim),
    ],
  };
}
