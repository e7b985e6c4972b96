/**
 * One import's write: its lines gathered in a temp file as they come (lines-file.ts), then, at
 * commit, loaded by DuckDB and positions derived again in SQL for the filers it touched, all in
 * one DuckDB transaction. Other connections keep reading the
 * state before it until the commit; a failure anywhere rolls everything back.
 */
import type { FilingHolding } from '@backoffice/core/api';
import type { DuckDBConnection } from '@duckdb/node-api';
import { derivePositions, touchFilers } from './derive-positions.ts';
import { LinesFile } from './lines-file.ts';
import type { SeqCounter } from './seq.ts';

export interface ImportOutcome {
  lines: number;
  /** Filers whose positions were derived again. */
  filers: number;
  /** Position rows written (the touched filers' quarters from the earliest changed on). */
  positions: number;
  /** Milliseconds: lines written to the temp file (JS), loaded by DuckDB, positions derived. */
  took: { file: number; load: number; derive: number };
}

export interface WarehouseSeqs {
  lines: SeqCounter;
  positions: SeqCounter;
}

/** How the warehouse imports: filers per derivation statement, the folder for the lines file. */
export interface ImportSettings {
  filersPerBatch: number;
  tempDir: string | undefined;
}

export class ImportSession {
  private file: Promise<LinesFile> | null = null;
  /** Each touched filer's earliest quarter. */
  private readonly touched = new Map<string, string>();
  private open = true;
  private fileMs = 0;
  private readonly marks: { lines: number; positions: number };
  private readonly connection: DuckDBConnection;
  private readonly importId: string;
  private readonly seqs: WarehouseSeqs;
  private readonly release: () => void;
  private readonly settings: ImportSettings;

  /** Made by `FilingWarehouse.beginImport`, with the transaction begun and the writer held. */
  constructor(
    connection: DuckDBConnection,
    importId: string,
    seqs: WarehouseSeqs,
    release: () => void,
    settings: ImportSettings,
  ) {
    this.connection = connection;
    this.importId = importId;
    this.seqs = seqs;
    this.release = release;
    this.settings = settings;
    this.marks = { lines: seqs.lines.mark(), positions: seqs.positions.mark() };
  }

  /** Adds one filing's lines (all of one import's filings go through here). */
  async append(filingId: string, lines: readonly FilingHolding[]): Promise<void> {
    if (!this.open) throw new Error('the import is over');
    if (lines.length === 0) return;
    const start = performance.now();
    this.file ??= LinesFile.create(this.settings.tempDir);
    const file = await this.file;
    await file.add(filingId, lines, this.seqs.lines.reserve(lines.length));
    for (const line of lines) {
      const from = this.touched.get(line.filerId);
      if (from === undefined || line.period < from) this.touched.set(line.filerId, line.period);
    }
    this.fileMs += performance.now() - start;
  }

  /** Loads the lines, derives the touched filers' positions and commits; rolls back on failure. */
  async commit(): Promise<ImportOutcome> {
    if (!this.open) throw new Error('the import is over');
    try {
      const file = await this.file;
      const lines = file?.lines ?? 0;
      let positions = 0;
      const took = { file: this.fileMs, load: 0, derive: 0 };
      if (file) {
        let start = performance.now();
        await file.load(this.connection, this.importId);
        took.load = performance.now() - start;
        start = performance.now();
        await touchFilers(this.connection, this.touched);
        positions = await derivePositions(
          this.connection,
          this.seqs.positions,
          this.settings.filersPerBatch,
        );
        took.derive = performance.now() - start;
      }
      await this.connection.run('COMMIT');
      await this.finish();
      return { lines, filers: this.touched.size, positions, took };
    } catch (err) {
      // The original error is the one to report (a failed COMMIT has rolled back already).
      await this.rollback().catch(() => undefined);
      throw err;
    }
  }

  /** Drops everything added. Safe to call twice. */
  async rollback(): Promise<void> {
    if (!this.open) return;
    try {
      await this.connection.run('ROLLBACK');
    } finally {
      this.seqs.lines.rewind(this.marks.lines);
      this.seqs.positions.rewind(this.marks.positions);
      await this.finish();
    }
  }

  private async finish(): Promise<void> {
    this.open = false;
    const file = this.file;
    this.file = null;
    this.release();
    await (await file?.catch(() => null))?.dispose();
  }
}
