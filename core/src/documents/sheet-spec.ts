/**
 * A workbook sheet as plain data (what a report's figures become, pure and testable); written
 * with exceljs by write-workbook.ts. Figures stay numbers so a spreadsheet can add them up.
 */
export type SheetCell = string | number | Date | null;
export type SheetFormat = 'text' | 'shares' | 'money' | 'date' | 'perShare' | 'percent';

export interface SheetColumn {
  header: string;
  format: SheetFormat;
  width: number;
}

export interface SheetSpec {
  name: string;
  /** Lines over the table (a title); the table's header comes after them and a blank line. */
  preface: string[];
  columns: SheetColumn[];
  rows: SheetCell[][];
}

export const sheetColumn = (header: string, format: SheetFormat, width = 14): SheetColumn => ({
  header,
  format,
  width,
});
