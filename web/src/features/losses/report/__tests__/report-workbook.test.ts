// @vitest-environment node
import { Workbook } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportSheets } from '../report-workbook.ts';
import { reportWorkbook } from '../xlsx-export.ts';
import { clientReport } from './report-fixture.ts';

describe('the report as workbook sheets', () => {
  it('should sum up each case and the whole in dollars, to the cent', () => {
    const [summary] = reportSheets(clientReport());
    expect(summary!.preface[0]).toBe('Loss report: Harbor Pension Fund');
    expect(summary!.rows.map((r) => [r[0], r[6], r[10]])).toEqual([
      ['In re Acme Securities Litigation', 499_980.25, null],
      ['In re Beta Corp.', 75, 60],
      ['Total', 500_055.25, 60],
    ]);
    expect(summary!.rows[0]![1]).toEqual(new Date('2023-01-10T00:00:00Z'));
  });

  it('should list every line with its case, and every lookback', () => {
    const [, lines, lookbacks] = reportSheets(clientReport());
    expect(lines!.columns.map((c) => c.header).slice(0, 4)).toEqual([
      'Case',
      'Client',
      'Account',
      'Ticker',
    ]);
    expect(lines!.rows).toHaveLength(3);
    expect(lines!.rows[2]!.slice(0, 3)).toEqual([
      'In re Beta Corp.',
      'Harbor Pension Fund',
      'ACC-3',
    ]);
    expect(lookbacks!.rows[0]).toEqual([
      'In re Acme Securities Litigation',
      'ACME',
      new Date('2023-07-01T00:00:00Z'),
      new Date('2023-09-28T00:00:00Z'),
      12.3456,
    ]);
  });
});

describe('the workbook file', () => {
  it('should open in exceljs with the lines, money formatted as dollars', async () => {
    const steps: string[] = [];
    const blob = await reportWorkbook(clientReport(), (text) => steps.push(text));
    expect(steps).toEqual(['Loading the workbook maker…', 'Writing the workbook…']);
    const book = new Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['Summary', 'Lines', 'Lookbacks']);
    const lines = book.getWorksheet('Lines')!;
    expect(lines.getRow(1).values).toContain('FIFO net');
    expect(lines.rowCount).toBe(4);
    const fifo = lines.getRow(2).getCell(8);
    expect(fifo.value).toBe(500_000.25);
    expect(fifo.numFmt).toContain('$');
    expect(lines.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});
