/**
 * An import's lines on their way in: written as CSV to a temp file, then loaded by one
 * `INSERT … SELECT … FROM read_csv(…)` with the table's own types. The appender ran on the JS
 * thread value by value (a 3,000,000-line quarter held the event loop for tens of seconds in
 * all); here JS only joins strings, a filing at a time, and DuckDB parses and inserts on its
 * own threads while `await` leaves the event loop free.
 *
 * Text is always quoted ("" inside doubled) and a null is an unquoted empty cell: with
 * `allow_quoted_nulls = false` DuckDB reads "" as an empty string and only the bare empty cell
 * as NULL. Numbers are written by String(), which DuckDB reads back to the same double.
 */
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FilingHolding } from '@backoffice/core/api';
import type { DuckDBConnection } from '@duckdb/node-api';
import { LINE_COLUMNS, LINES_TABLE, quoted, type ColumnKind } from './schema.ts';

/** Bytes gathered before a write: few writes, each small beside the event loop's turn. */
const WRITE_CHARS = 1 << 20;

const SQL_TYPES: Record<ColumnKind, string> = {
  text: 'VARCHAR',
  'text?': 'VARCHAR',
  number: 'DOUBLE',
  'number?': 'DOUBLE',
  integer: 'INTEGER',
};

const FILE_COLUMNS = [
  { name: 'seq', type: 'BIGINT' },
  { name: 'filingId', type: 'VARCHAR' },
  ...LINE_COLUMNS.map((c) => ({ name: c.name, type: SQL_TYPES[c.kind] })),
];

const text = (v: string) => (v.includes('"') ? `"${v.replaceAll('"', '""')}"` : `"${v}"`);

/** A cell: null (or undefined, a line the contract would refuse) as the bare empty cell. */
function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return text(v);
  if (typeof v === 'number') return String(v);
  throw new TypeError(`a line cell of type ${typeof v}`);
}

export class LinesFile {
  private buffer: string[] = [];
  private chars = 0;
  private written = 0;

  private readonly dir: string;
  private readonly file: string;
  private readonly handle: FileHandle;

  private constructor(dir: string, handle: FileHandle) {
    this.dir = dir;
    this.file = path.join(dir, 'lines.csv');
    this.handle = handle;
  }

  /**
   * A file in a new folder in `beside` (the warehouse's folder: a quarter's lines are ~700 MB,
   * which a RAM-backed /tmp should not hold), or in the OS's temp folder without one.
   */
  static async create(beside?: string): Promise<LinesFile> {
    const dir = await mkdtemp(path.join(beside ?? tmpdir(), 'filing-warehouse-'));
    return new LinesFile(dir, await open(path.join(dir, 'lines.csv'), 'w'));
  }

  /** How many lines were added. */
  get lines(): number {
    return this.written;
  }

  /** Adds a filing's lines, numbered from `firstSeq` on. */
  async add(filingId: string, lines: readonly FilingHolding[], firstSeq: number): Promise<void> {
    const filing = text(filingId);
    for (const [i, line] of lines.entries()) {
      let row = `${String(firstSeq + i)},${filing}`;
      for (const c of LINE_COLUMNS) row += `,${cell(line[c.name])}`;
      row += '\n';
      this.buffer.push(row);
      this.chars += row.length;
    }
    this.written += lines.length;
    if (this.chars >= WRITE_CHARS) await this.flush();
  }

  private async flush(): Promise<void> {
    const chunk = this.buffer.join('');
    this.buffer = [];
    this.chars = 0;
    if (chunk) await this.handle.write(chunk);
  }

  /** Inserts every line added into the table (in the connection's transaction). */
  async load(connection: DuckDBConnection, importId: string): Promise<void> {
    await this.flush();
    await this.handle.close();
    if (this.written === 0) return;
    const types = FILE_COLUMNS.map((c) => `'${c.name}': '${c.type}'`).join(', ');
    const names = FILE_COLUMNS.map((c) => quoted(c.name));
    await connection.run(
      `INSERT INTO ${LINES_TABLE} (seq, "filingId", "importId", ${names.slice(2).join(', ')})
       SELECT seq, "filingId", $1, ${names.slice(2).join(', ')}
       FROM read_csv('${this.file.replaceAll("'", "''")}', columns = {${types}}, header = false,
         delim = ',', quote = '"', escape = '"', allow_quoted_nulls = false, auto_detect = false)
       -- Stored highest value first, for the lists' default sort (see schema.ts).
       ORDER BY value DESC, seq`,
      [importId],
    );
  }

  /** Removes the temp file (after a load, or instead of one). */
  async dispose(): Promise<void> {
    await this.handle.close().catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}
