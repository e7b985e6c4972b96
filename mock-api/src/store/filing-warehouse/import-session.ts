/**
 * One import's write: its lines appended as they come, then, at commit, positions derived again
 * for the filers it touched, all in one DuckDB transaction. Other connections keep reading the
 * state before it until the commit; a failure anywhere rolls everything back.
 */
import type { FilingHolding } from '@backoffice/core/api';
import type { DuckDBAppender, DuckDBConnection } from '@duckdb/node-api';
import { appendColumns, FLUSH_ROWS } from './columns.ts';
import { derivePositions, type TouchedFiler } from './derive-positions.ts';
import { LINE_COLUMNS, LINES_TABLE } from './schema.ts';
import type { SeqCounter } from './seq.ts';

export interface ImportOutcome {
  lines: number;
  /** Filers whose positions were derived again. */
  filers: number;
  /** Position rows written (the touched filers' quarters from the earliest changed on). */
  positions: number;
}

export interface WarehouseSeqs {
  lines: SeqCounter;
  positions: SeqCounter;
}

export class ImportSession {
  private appender: DuckDBAppender | null = null;
  private readonly touched = new Map<string, TouchedFiler>();
  private lines = 0;
  private unflushed = 0;
  private open = true;
  private readonly marks: { lines: number; positions: number };
  private readonly connection: DuckDBConnection;
  private readonly importId: string;
  private readonly seqs: WarehouseSeqs;
  private readonly release: () => void;

  /** Made by `FilingWarehouse.beginImport`, with the transaction begun and the writer held. */
  constructor(
    connection: DuckDBConnection,
    importId: string,
    seqs: WarehouseSeqs,
    release: () => void,
  ) {
    this.connection = connection;
    this.importId = importId;
    this.seqs = seqs;
    this.release = release;
    this.marks = { lines: seqs.lines.mark(), positions: seqs.positions.mark() };
  }

  private async appenderFor(): Promise<DuckDBAppender> {
    this.appender ??= await this.connection.createAppender(LINES_TABLE);
    return this.appender;
  }

  /** Appends one filing's lines (all of one import's filings go through here). */
  async append(filingId: string, lines: readonly FilingHolding[]): Promise<void> {
    if (!this.open) throw new Error('the import is over');
    if (lines.length === 0) return;
    const appender = await this.appenderFor();
    appendColumns(appender, [
      { kind: 'seq', values: this.seqs.lines.take(lines.length) },
      { kind: 'text', values: new Array<string>(lines.length).fill(filingId) },
      { kind: 'text', values: new Array<string>(lines.length).fill(this.importId) },
      ...LINE_COLUMNS.map((c) => ({ kind: c.kind, values: lines.map((l) => l[c.name]) })),
    ]);
    for (const line of lines) {
      const seen = this.touched.get(line.filerId);
      if (!seen) this.touched.set(line.filerId, { from: line.period, lines: 1 });
      else {
        seen.lines += 1;
        if (line.period < seen.from) seen.from = line.period;
      }
    }
    this.lines += lines.length;
    this.unflushed += lines.length;
    if (this.unflushed >= FLUSH_ROWS) {
      this.unflushed = 0;
      appender.flushSync();
      await new Promise(setImmediate);
    }
  }

  /** Derives the touched filers' positions and commits; rolls back and rethrows on failure. */
  async commit(linesPerBatch?: number): Promise<ImportOutcome> {
    if (!this.open) throw new Error('the import is over');
    try {
      if (this.appender) {
        this.appender.flushSync();
        this.appender.closeSync();
        this.appender = null;
      }
      // The previous report is read too: about twice the lines appended.
      for (const filer of this.touched.values()) filer.lines *= 2;
      const positions = await derivePositions(
        this.connection,
        this.touched,
        this.seqs.positions,
        linesPerBatch,
      );
      await this.connection.run('COMMIT');
      this.finish();
      return { lines: this.lines, filers: this.touched.size, positions };
    } catch (err) {
      // The original error is the one to report (a failed COMMIT has rolled back already).
      await this.rollback().catch(() => undefined);
      throw err;
    }
  }

  /** Drops everything appended. Safe to call twice. */
  async rollback(): Promise<void> {
    if (!this.open) return;
    try {
      // Closing flushes: the rows go into the transaction that is rolled back next.
      this.appender?.closeSync();
    } catch {
      // A row the table refused: the rollback below drops the rest.
    }
    this.appender = null;
    try {
      await this.connection.run('ROLLBACK');
    } finally {
      this.seqs.lines.rewind(this.marks.lines);
      this.seqs.positions.rewind(this.marks.positions);
      this.finish();
    }
  }

  private finish(): void {
    this.open = false;
    this.release();
  }
}
