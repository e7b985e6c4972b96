/**
 * The ranked list as files: CSV (the table's columns, as shown) and an Excel workbook with
 * typed numbers. exceljs is loaded only when a workbook is asked for.
 */
import { PRODUCT_NAME } from '@backoffice/core';
import { format } from 'date-fns/format';
import { buildCsv, csvFileName } from '../../../lib/csv/csv.ts';
import { downloadBlob, downloadText } from '../../../lib/download.ts';
import { loadExcelJs } from '../../../lib/exceljs.ts';
import type { RankedFilingLoss } from './loss-columns.tsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ExportColumn {
  header: string;
  width: number;
  numFmt?: string;
  value: (r: RankedFilingLoss) => string | number | null;
}

const MONEY = '"$"#,##0.00;[Red]-"$"#,##0.00';
const SHARES = '#,##0';

const COLUMNS: readonly ExportColumn[] = [
  { header: 'Rank', width: 6, value: (r) => r.rank },
  { header: 'Filer', width: 40, value: (r) => r.filerName },
  { header: 'CIK', width: 12, value: (r) => r.cik },
  { header: 'Client', width: 8, value: (r) => (r.isClient ? 'Yes' : 'No') },
  { header: 'Security', width: 10, value: (r) => r.ticker },
  { header: 'FIFO loss (USD)', width: 16, numFmt: MONEY, value: (r) => r.fifoLoss },
  { header: 'LIFO loss (USD)', width: 16, numFmt: MONEY, value: (r) => r.lifoLoss },
  { header: 'Start holding', width: 14, numFmt: SHARES, value: (r) => r.startHolding },
  { header: 'Start report', width: 12, value: (r) => r.startPeriod },
  { header: 'Proxy trades', width: 12, value: (r) => r.proxyTrades },
  { header: 'Last report', width: 12, value: (r) => r.period },
  { header: 'Last shares', width: 14, numFmt: SHARES, value: (r) => r.shares },
];

const NOTE =
  'Estimates from 13-F quarter-end positions: trades within a quarter are invisible in 13-F data.';

export function fileBase(caption: string): string {
  return `13F losses ${caption}`;
}

export function exportLossCsv(caption: string, rows: readonly RankedFilingLoss[]): void {
  const columns = COLUMNS.map((c) => ({
    header: c.header,
    value: (r: RankedFilingLoss) => String(c.value(r) ?? ''),
  }));
  downloadText(
    csvFileName(fileBase(caption), format(new Date(), 'yyyy-MM-dd')),
    buildCsv(columns, rows),
    {
      type: 'text/csv;charset=utf-8',
      byteOrderMark: true,
    },
  );
}

export async function exportLossWorkbook(
  caption: string,
  rows: readonly RankedFilingLoss[],
): Promise<void> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  workbook.creator = PRODUCT_NAME;
  const sheet = workbook.addWorksheet('13F losses');
  sheet.addRow([caption]).font = { bold: true, size: 14 };
  sheet.addRow([NOTE]);
  sheet.addRow([]);
  const header = sheet.addRow(COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  COLUMNS.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width;
    if (c.numFmt) column.numFmt = c.numFmt;
  });
  for (const r of rows) sheet.addRow(COLUMNS.map((c) => c.value(r)));
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  const buffer = await workbook.xlsx.writeBuffer();
  const name = csvFileName(fileBase(caption), format(new Date(), 'yyyy-MM-dd')).replace(
    /\.csv$/,
    '.xlsx',
  );
  downloadBlob(name, new Blob([buffer], { type: XLSX_TYPE }));
}
