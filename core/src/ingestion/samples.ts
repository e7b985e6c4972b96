/**
 * Custodian-style sample files, for tests: values written the ways custodians write them (US
 * dates, Excel serial days, thousands separators, parentheses for negatives).
 */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** 2024-03-05 → 3/5/2024. */
export function usDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${m}/${d}/${y}`;
}

/** 2024-03-05 → 45356 (Excel's day number). */
export function excelSerial(iso: string): number {
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - EXCEL_EPOCH) / DAY_MS);
}

/** -1234.5 → (1,234.5); 1234.5 → 1,234.5. */
export function accountingNumber(value: number): string {
  const [whole, fraction] = Math.abs(value).toString().split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return value < 0 ? `(${text})` : text;
}

/** Delimited text from rows of cells, quoting cells that need it. */
export function delimitedText(rows: readonly (readonly string[])[], delimiter = ','): string {
  const quote = (cell: string) =>
    /["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;
  return rows.map((cells) => cells.map(quote).join(delimiter)).join('\r\n');
}
