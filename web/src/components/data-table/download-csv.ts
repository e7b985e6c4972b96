/**
 * The CSV export's last step: the fetched rows as a CSV file, downloaded. Loaded when an export
 * first runs (use-csv-export.ts), so papaparse stays out of the table's first load.
 */
import { format } from 'date-fns/format';
import { buildCsv, csvFileName } from '../../lib/csv/csv.ts';
import { downloadText } from '../../lib/download.ts';
import { csvText } from './cell-text.ts';
import type { TableColumn } from './types.ts';

export function downloadCsv<Row>(
  label: string,
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
): void {
  const csvColumns = columns
    .filter((c) => c.phoneOnly !== true)
    .map((c) => ({
      header: c.header,
      value: (row: Row) => csvText(c, row),
    }));
  downloadText(csvFileName(label, format(new Date(), 'yyyy-MM-dd')), buildCsv(csvColumns, rows), {
    type: 'text/csv;charset=utf-8',
    byteOrderMark: true,
  });
}
