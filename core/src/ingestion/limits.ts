/**
 * What one uploaded file may hold: how large a workbook may unpack to, how many rows, how many
 * columns, how long a cell. A file past any of them is refused whole, with a message naming
 * the limit; reading stops at the first row past it, so a hostile file costs no more than a
 * file at the limits.
 */

export interface ParseLimits {
  /** Bytes a workbook (XLSX, a ZIP archive) may unpack to, all its parts together. */
  unpackedBytes: number;
  /** Data rows (besides the header row and a custodian header and trailer record). */
  rows: number;
  /** Cells in one row. */
  columns: number;
  /** Characters in one cell. */
  cellChars: number;
}

/** Which limit a file went past: the size one answers 413, the shape ones 422. */
export type LimitName = keyof ParseLimits;

export class LimitExceeded extends Error {
  readonly limit: LimitName;
  constructor(limit: LimitName, message: string) {
    super(message);
    this.name = 'LimitExceeded';
    this.limit = limit;
  }
}

const n = (value: number) => value.toLocaleString('en-US');

export const limitMessages = {
  unpackedBytes: (limit: number) =>
    `The workbook unpacks to more than ${n(limit)} bytes, the limit for one upload`,
  rows: (limit: number) => `The file has more than ${n(limit)} rows, the limit for one upload`,
  columns: (limit: number, row: number, count: number) =>
    `Row ${n(row)} has ${n(count)} columns; the limit is ${n(limit)}`,
  cellChars: (limit: number, row: number) =>
    `Row ${n(row)} has a cell longer than ${n(limit)} characters, the limit`,
} as const;

/**
 * Rows beyond the data rows a grid may hold: the column header row and a custodian header and
 * trailer record, which are set aside before the data rows are counted.
 */
export const NON_DATA_ROWS = 3;

/**
 * Checks each row as it is read, so a reader can stop at the first one past a limit. Rows are
 * counted as the grid holds them (blank ones are not), with room for the non-data rows.
 */
export class RowLimiter {
  readonly #limits: ParseLimits;
  #count = 0;
  constructor(limits: ParseLimits) {
    this.#limits = limits;
  }

  /** The cell count alone, before the cells are made (a workbook row may claim 16,384). */
  columns(row: number, count: number): void {
    const { columns } = this.#limits;
    if (count > columns)
      throw new LimitExceeded('columns', limitMessages.columns(columns, row, count));
  }

  row(row: number, cells: readonly string[]): void {
    this.#count += 1;
    const { rows, cellChars } = this.#limits;
    if (this.#count > rows + NON_DATA_ROWS)
      throw new LimitExceeded('rows', limitMessages.rows(rows));
    this.columns(row, cells.length);
    if (cells.some((cell) => cell.length > cellChars))
      throw new LimitExceeded('cellChars', limitMessages.cellChars(cellChars, row));
  }
}

/** The data rows, once header and trailer records are set aside, within the row limit. */
export function checkDataRows(count: number, limits: ParseLimits): void {
  if (count > limits.rows) throw new LimitExceeded('rows', limitMessages.rows(limits.rows));
}

/** The sizes a workbook's archive declares for its parts, within the unpacked limit. */
export function checkDeclaredSizes(sizes: readonly number[], limits: ParseLimits): void {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total > limits.unpackedBytes)
    throw new LimitExceeded('unpackedBytes', limitMessages.unpackedBytes(limits.unpackedBytes));
}
