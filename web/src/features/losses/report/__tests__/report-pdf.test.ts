import type { Content, ContentTable, ContentText } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { reportDocument } from '../report-pdf.ts';
import { caseReport, clientReport } from './report-fixture.ts';

const contentOf = (doc: ReturnType<typeof reportDocument>) => doc.content as Content[];
const tables = (doc: ReturnType<typeof reportDocument>) =>
  contentOf(doc).filter((c): c is ContentTable => typeof c === 'object' && 'table' in c);
const texts = (row: unknown[]) => row.map((cell) => (cell as { text: string }).text);

describe('the report as a PDF document', () => {
  it('should be titled like the report and laid out landscape on US Letter', () => {
    const doc = reportDocument(caseReport(), 'Back Office');
    expect(doc.info?.title).toBe('Loss report: In re Acme Securities Litigation');
    expect(doc.pageSize).toBe('LETTER');
    expect(doc.pageOrientation).toBe('landscape');
    expect((contentOf(doc)[0] as ContentText).text).toBe(doc.info?.title);
  });

  it('should repeat the lines’ header on every page and end them with the totals', () => {
    const [lines] = tables(reportDocument(caseReport(), 'Back Office'));
    const body = lines!.table.body;
    expect(lines!.table.headerRows).toBe(1);
    expect(texts(body[0]!)).toEqual([
      'Client',
      'Account',
      'Ticker',
      'TSP',
      'NSP',
      'NFE',
      'FIFO net',
      'FIFO no offset',
      'LIFO net',
      'LIFO no offset',
      'Recognized loss',
    ]);
    expect(texts(body[1]!).slice(6, 7)).toEqual(['$500,000.25']);
    expect(texts(body[2]!).slice(6, 7)).toEqual(['-$20.00']);
    expect(texts(body.at(-1)!)).toEqual([
      'Total',
      '',
      '',
      '2,000',
      '800',
      '$2,469.12',
      '$499,980.25',
      '$499,982.25',
      '$499,978.25',
      '$499,980.25',
      '—',
    ]);
  });

  it('should start each further case of a client’s report on a new page', () => {
    const doc = reportDocument(clientReport(), 'Back Office');
    const headings = contentOf(doc).filter(
      (c): c is ContentText => typeof c === 'object' && 'style' in c && c.style === 'h2',
    );
    expect(headings.map((h) => [h.text, h.pageBreak])).toEqual([
      ['In re Acme Securities Litigation', undefined],
      ['In re Beta Corp.', 'before'],
    ]);
    const [summary, firstLines] = tables(doc);
    expect(texts(summary!.table.body.at(-1)!)).toEqual([
      'Total',
      '$500,055.25',
      '$500,058.25',
      '$500,052.25',
      '$500,055.25',
      '$60.00',
    ]);
    // A client's report does not repeat the client on every line.
    expect(texts(firstLines!.table.body[0]!)[0]).toBe('Account');
  });

  it('should number the pages and say when the report was generated', () => {
    const doc = reportDocument(caseReport(), 'Back Office');
    const footer = (doc.footer as (page: number, pages: number) => { columns: ContentText[] })(
      2,
      5,
    );
    expect(footer.columns.map((c) => c.text)).toEqual([
      expect.stringMatching(/^Generated May 2, 2024/),
      'Page 2 of 5',
    ]);
  });
});
