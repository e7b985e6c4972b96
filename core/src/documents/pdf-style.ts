/**
 * How the PDFs the web makes look: US Letter landscape, the design tokens' colours (a PDF cannot
 * read CSS variables), light rules and banded rows in the tables.
 */
import type { TableLayout, TDocumentDefinitions } from 'pdfmake/interfaces.js';

const INK = '#1b2533';
export const MUTED = '#5b6779';
const RULE = '#dde2ea';
const BAND = '#f7f8fa';
const HEAD = '#e8eefc';

export const MARGIN = 36;

export const PAGE: Pick<TDocumentDefinitions, 'pageSize' | 'pageOrientation' | 'pageMargins'> = {
  pageSize: 'LETTER',
  pageOrientation: 'landscape',
  pageMargins: [MARGIN, 48, MARGIN, 40],
};

/**
 * The running lines of every page: the product and the document's title above, what the page
 * comes from (e.g. "Generated …") and "Page n of m" below.
 */
export function pageFrame(
  productName: string,
  title: string,
  source: string,
): Pick<TDocumentDefinitions, 'header' | 'footer'> {
  return {
    header: () => ({
      columns: [
        { text: productName, color: MUTED },
        { text: title, color: MUTED, alignment: 'right' },
      ],
      margin: [MARGIN, 20, MARGIN, 0],
      fontSize: 7.5,
    }),
    footer: (page, pages) => ({
      columns: [
        { text: source, color: MUTED },
        { text: `Page ${String(page)} of ${String(pages)}`, color: MUTED, alignment: 'right' },
      ],
      margin: [MARGIN, 12, MARGIN, 0],
      fontSize: 7.5,
    }),
  };
}

/** Header row on a tint, a rule under it and at the end, every other row banded. */
export const TABLE: TableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  fillColor: (row) => (row === 0 ? HEAD : row % 2 === 0 ? BAND : null),
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

export const STYLES: Pick<TDocumentDefinitions, 'defaultStyle' | 'styles'> = {
  defaultStyle: { font: 'Roboto', fontSize: 9, color: INK },
  styles: {
    h1: { fontSize: 16, bold: true, margin: [0, 0, 0, 2] },
    h2: { fontSize: 12, bold: true, margin: [0, 0, 0, 6] },
    h3: { fontSize: 9, bold: true, margin: [0, 4, 0, 3] },
    th: { bold: true, color: INK },
  },
};
