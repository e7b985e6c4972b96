/**
 * The 13-F warehouse: every imported information-table line and the positions derived from
 * them, in an embedded DuckDB file beside the SQLite data file (in memory without one). A
 * quarter of the SEC's data sets is about 3,000,000 lines: in the JS heap that was ~3 GB a
 * quarter; here it is columns on disk, and lists are answered by SQL.
 *
 * One connection writes, one write at a time (an import, a removal, a restamp), each in its own
 * transaction; reads take connections of their own, so they see the last committed state and
 * never wait for an import.
 */
import path from 'node:path';
import type { FilingHolding, ListResponse } from '@backoffice/core/api';
import { DuckDBInstance, listValue, type DuckDBConnection } from '@duckdb/node-api';
import { derivePositions, touchFilersWhere } from './derive-positions.ts';
import {
  ImportSession,
  type ImportOutcome,
  type ImportSettings,
  type WarehouseSeqs,
} from './import-session.ts';
import type { SqlListQuery, SqlListRules } from './list-sql.ts';
import * as reads from './reads.ts';
import { CREATE_TABLES, LINES_TABLE, POSITIONS_TABLE, type WarehousePosition } from './schema.ts';
import { SeqCounter } from './seq.ts';

/** One imported filing's lines: removable later by `filingId` or by the import's id. */
export interface FilingLines {
  filingId: string;
  lines: readonly FilingHolding[];
}

export interface RemoveOutcome {
  lines: number;
  filers: number;
  positions: number;
}

export interface WarehouseOptions {
  /** DuckDB's worker threads (default: one per core). */
  threads?: number;
  /** DuckDB's memory limit, e.g. '1GB' (default: 80% of the machine's memory). */
  memoryLimit?: string;
  /** Filers whose positions one statement derives (see derive-positions.ts; default 5,000). */
  filersPerDerivation?: number;
}

/** The warehouse file for a data file: `data.sqlite` → `data.13f.duckdb`, beside it. */
export function warehouseFileBeside(dataFile: string): string {
  const { dir, name } = path.parse(dataFile);
  return path.join(dir, `${name}.13f.duckdb`);
}

export class FilingWarehouse {
  /** Settles when the write before the next one is over. */
  private writing: Promise<void> = Promise.resolve();
  private readonly idle: DuckDBConnection[] = [];
  /** Reads in progress: a close waits for them (an instance closed under one never checkpoints). */
  private readonly reading = new Set<Promise<unknown>>();
  private closed = false;

  private readonly instance: DuckDBInstance;
  private readonly writer: DuckDBConnection;
  private readonly seqs: WarehouseSeqs;
  private readonly settings: ImportSettings;

  private constructor(
    instance: DuckDBInstance,
    writer: DuckDBConnection,
    seqs: WarehouseSeqs,
    settings: ImportSettings,
  ) {
    this.instance = instance;
    this.writer = writer;
    this.seqs = seqs;
    this.settings = settings;
  }

  /** Opens (or creates) the warehouse in `file`; `null`: in memory, gone when closed. */
  static async open(file: string | null, options: WarehouseOptions = {}): Promise<FilingWarehouse> {
    const config: Record<string, string> = {};
    if (options.threads !== undefined) config.threads = String(options.threads);
    if (options.memoryLimit !== undefined) config.memory_limit = options.memoryLimit;
    const instance = await DuckDBInstance.create(file ?? ':memory:', config);
    const writer = await instance.connect();
    for (const sql of CREATE_TABLES) await writer.run(sql);
    const seqs = {
      lines: await SeqCounter.of(writer, LINES_TABLE),
      positions: await SeqCounter.of(writer, POSITIONS_TABLE),
    };
    return new FilingWarehouse(instance, writer, seqs, {
      filersPerBatch: options.filersPerDerivation ?? 5000,
      tempDir: file === null ? undefined : path.dirname(path.resolve(file)),
    });
  }

  /** Waits for the write and the reads in progress, then closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.writing;
    await Promise.allSettled([...this.reading]);
    for (const connection of this.idle.splice(0)) connection.closeSync();
    this.writer.closeSync();
    this.instance.closeSync();
  }

  /** Holds the writer until the returned release is called. */
  private async takeWriter(): Promise<() => void> {
    if (this.closed) throw new Error('the warehouse is closed');
    let release!: () => void;
    const before = this.writing;
    this.writing = new Promise((resolve) => {
      release = resolve;
    });
    await before;
    return release;
  }

  /** Runs `work` in a transaction of the writer: committed when it resolves, else rolled back. */
  private async write<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    const release = await this.takeWriter();
    const marks = { lines: this.seqs.lines.mark(), positions: this.seqs.positions.mark() };
    try {
      await this.writer.run('BEGIN TRANSACTION');
      try {
        const out = await work(this.writer);
        await this.writer.run('COMMIT');
        return out;
      } catch (err) {
        await this.writer.run('ROLLBACK').catch(() => undefined);
        this.seqs.lines.rewind(marks.lines);
        this.seqs.positions.rewind(marks.positions);
        throw err;
      }
    } finally {
      release();
    }
  }

  private read<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the warehouse is closed'));
    const done = (async () => {
      const connection = this.idle.pop() ?? (await this.instance.connect());
      try {
        return await work(connection);
      } finally {
        this.giveBack(connection);
      }
    })();
    this.reading.add(done);
    void done.finally(() => this.reading.delete(done)).catch(() => undefined);
    return done;
  }

  /** A read's connection back to the pool, or closed when the warehouse closed meanwhile. */
  private giveBack(connection: DuckDBConnection): void {
    if (this.closed) connection.closeSync();
    else this.idle.push(connection);
  }

  // Writes

  /**
   * Begins an import: append its filings' lines, then `commit()` (positions derived, all
   * committed) or `rollback()`. Other writes wait until it is over; reads do not.
   */
  async beginImport(importId: string): Promise<ImportSession> {
    const release = await this.takeWriter();
    try {
      await this.writer.run('BEGIN TRANSACTION');
    } catch (err) {
      release();
      throw err;
    }
    return new ImportSession(this.writer, importId, this.seqs, release, this.settings);
  }

  /**
   * Imports filings' lines, all or nothing: an error from `filings` (or from DuckDB) leaves the
   * warehouse as it was.
   */
  async importLines(
    importId: string,
    filings: Iterable<FilingLines> | AsyncIterable<FilingLines>,
  ): Promise<ImportOutcome> {
    const session = await this.beginImport(importId);
    try {
      for await (const filing of filings) await session.append(filing.filingId, filing.lines);
    } catch (err) {
      await session.rollback();
      throw err;
    }
    return session.commit();
  }

  /** Removes an import's lines (an undo, or a failure after the commit) and derives again. */
  removeImport(importId: string): Promise<RemoveOutcome> {
    return this.remove(`"importId" = $1`, [importId]);
  }

  /** Removes the filings' lines and derives their filers' positions again. */
  removeFilings(filingIds: readonly string[]): Promise<RemoveOutcome> {
    return this.remove(`"filingId" IN (SELECT unnest($1::VARCHAR[]))`, [listValue([...filingIds])]);
  }

  private remove(where: string, params: Parameters<DuckDBConnection['run']>[1]) {
    return this.write(async (connection) => {
      const { filers, lines } = await touchFilersWhere(connection, where, params);
      if (lines === 0) return { lines: 0, filers: 0, positions: 0 };
      await connection.run(`DELETE FROM ${LINES_TABLE} WHERE ${where}`, params);
      const positions = await derivePositions(
        connection,
        this.seqs.positions,
        this.settings.filersPerBatch,
      );
      return { lines, filers, positions };
    });
  }

  /** Stamps the filer's current name and CIK on all its lines and positions (a rename). */
  restampFiler(filerId: string, fields: { filerName: string; cik: string }): Promise<void> {
    return this.write(async (connection) => {
      for (const table of [LINES_TABLE, POSITIONS_TABLE])
        await connection.run(
          `UPDATE ${table} SET "filerName" = $2, cik = $3
           WHERE "filerId" = $1 AND ("filerName" <> $2 OR cik <> $3)`,
          [filerId, fields.filerName, fields.cik],
        );
    });
  }

  // Reads

  /** The lines list (`filingHoldingList`'s rules), page and total. */
  listLines(query: SqlListQuery, rules: SqlListRules): Promise<ListResponse<FilingHolding>> {
    return this.read((c) => reads.listTable<FilingHolding>(c, LINES_TABLE, query, rules));
  }

  /** The positions list (`filingPositionList`'s rules) without `isClient`: see withClientMark. */
  listPositions(
    query: SqlListQuery,
    rules: SqlListRules,
  ): Promise<ListResponse<WarehousePosition>> {
    return this.read((c) => reads.listTable<WarehousePosition>(c, POSITIONS_TABLE, query, rules));
  }

  sharePositionsOfSecurity(securityId: string): Promise<WarehousePosition[]> {
    return this.read((c) => reads.sharePositionsOfSecurity(c, securityId));
  }

  positionsOfFiler(filerId: string): Promise<WarehousePosition[]> {
    return this.read((c) => reads.positionsOfFiler(c, filerId));
  }

  holdersOf(cusip: string, period: string): Promise<WarehousePosition[]> {
    return this.read((c) => reads.holdersOf(c, cusip, period));
  }

  linesOfFiler(filerId: string, period?: string): Promise<FilingHolding[]> {
    return this.read((c) => reads.linesOfFiler(c, filerId, period));
  }

  highestAmendments(filerIds: readonly string[]): Promise<Map<string, number>> {
    return this.read((c) => reads.highestAmendments(c, filerIds));
  }

  importIds(): Promise<string[]> {
    return this.read((c) => reads.importIds(c));
  }

  quarterSummaries(
    quarters: readonly { filerId: string; period: string }[],
  ): Promise<Map<string, reads.QuarterSummary>> {
    return this.read((c) => reads.quarterSummaries(c, quarters));
  }

  /** Every line in write order: for tests and small data only. */
  allLines(): Promise<FilingHolding[]> {
    return this.read((c) => reads.allLines(c));
  }

  /** Every position in write order (the lists' tie order): for tests and small data only. */
  allPositions(): Promise<WarehousePosition[]> {
    return this.read((c) => reads.allPositions(c));
  }

  /** How many lines and positions are kept (for logs and benches). */
  counts(): Promise<{ lines: number; positions: number }> {
    return this.read(async (c) => {
      const reader = await c.runAndReadAll(
        `SELECT (SELECT count(*) FROM ${LINES_TABLE}), (SELECT count(*) FROM ${POSITIONS_TABLE})`,
      );
      const [lines, positions] = reader.getRows()[0] ?? [];
      return { lines: Number(lines), positions: Number(positions) };
    });
  }
}
