/**
 * Positions derived again for the filers an import (or its removal) touched, set-wise in one
 * SQL statement on DuckDB's own threads: the JS derivation (core's effectiveLines → rollUp →
 * quarterChanges on batches of lines read back) held the event loop for seconds a quarter.
 * The rules stay core's: `position-sql.ts` writes them in SQL and derive.test.ts holds the
 * result equal to core's functions over random filings, amendments and removals.
 *
 * Every rule works within one filer, and a quarter's change needs only the filer's report
 * before it: each filer's lines are read from its previous report before the earliest quarter
 * changed, and its positions from that quarter on are replaced. Runs inside the caller's
 * transaction, a batch of filers per statement: one statement over a quarter's 30,000 filers
 * ran out of 2 GB with four quarters loaded; a batch needs memory for its own filers only.
 * Batches go in filer order and number their rows on from the last, so the rows get the seq
 * one statement would give them.
 */
import { listValue, type DuckDBConnection } from '@duckdb/node-api';
import { positionsSql, startsSql, touchedLinesSql } from './position-sql.ts';
import { LINES_TABLE, POSITIONS_TABLE } from './schema.ts';
import type { SeqCounter } from './seq.ts';

/** The touched filers, each from the earliest quarter changed (a temp table of the writer). */
export const TOUCHED = 'derive_touched';
/** Each touched filer's report before, and the lines read: made once, read batch by batch. */
const STARTS = 'derive_starts';
const LINES = 'derive_lines';

/** Touched filers given from JS: filer id → earliest quarter changed. */
export async function touchFilers(
  connection: DuckDBConnection,
  from: ReadonlyMap<string, string>,
): Promise<void> {
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE ${TOUCHED} AS
     SELECT unnest($1::VARCHAR[]) AS "filerId", unnest($2::VARCHAR[]) AS "from"`,
    [listValue([...from.keys()]), listValue([...from.values()])],
  );
}

/** Touched filers: those with lines matching `where` (run before those lines are deleted). */
export async function touchFilersWhere(
  connection: DuckDBConnection,
  where: string,
  params: Parameters<DuckDBConnection['run']>[1],
): Promise<{ filers: number; lines: number }> {
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE ${TOUCHED} AS
     SELECT "filerId", min(period) AS "from", count(*) AS lines
     FROM ${LINES_TABLE} WHERE ${where} GROUP BY ALL`,
    params,
  );
  const reader = await connection.runAndReadAll(
    `SELECT count(*)::INTEGER, coalesce(sum(lines), 0)::INTEGER FROM ${TOUCHED}`,
  );
  const [filers, lines] = reader.getRows()[0] ?? [];
  return { filers: Number(filers), lines: Number(lines) };
}

/** Derives the touched filers' positions again; answers how many rows were written. */
export async function derivePositions(
  connection: DuckDBConnection,
  seq: SeqCounter,
  filersPerBatch: number,
): Promise<number> {
  await connection.run(
    `DELETE FROM ${POSITIONS_TABLE} USING ${TOUCHED} t
     WHERE ${POSITIONS_TABLE}."filerId" = t."filerId" AND ${POSITIONS_TABLE}.period >= t."from"`,
  );
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE ${TOUCHED} AS
     SELECT *, (row_number() OVER (ORDER BY "filerId") - 1) // $1 AS batch FROM ${TOUCHED}`,
    [filersPerBatch],
  );
  const batches = await connection.runAndReadAll(
    `SELECT coalesce(max(batch) + 1, 0)::INTEGER FROM ${TOUCHED}`,
  );
  const count = Number(batches.getRows()[0]?.[0] ?? 0);
  await connection.run(`CREATE OR REPLACE TEMP TABLE ${STARTS} AS ${startsSql(TOUCHED)}`);
  await connection.run(`CREATE OR REPLACE TEMP TABLE ${LINES} AS ${touchedLinesSql(STARTS)}`);
  let written = 0;
  for (let batch = 0; batch < count; batch += 1) {
    const first = seq.mark();
    // `batch` is this loop's own integer: nothing of a caller's reaches the SQL text.
    const of = (table: string) => `(SELECT * FROM ${table} WHERE batch = ${String(batch)})`;
    const reader = await connection.runAndReadAll(
      `INSERT INTO ${POSITIONS_TABLE} ${positionsSql(of(STARTS), of(LINES), first)}`,
    );
    const rows = Number(reader.getRows()[0]?.[0] ?? 0);
    // The statement numbered its rows from `first` on: the counter goes on after them.
    seq.rewind(first + rows);
    written += rows;
  }
  for (const table of [LINES, STARTS, TOUCHED]) await connection.run(`DROP TABLE ${table}`);
  return written;
}
