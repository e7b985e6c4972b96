/**
 * Positions derived again for the filers an import (or its removal) touched, by core's rules in
 * JS: every rule works within one filer, and a quarter's change needs only the filer's report
 * before it, so each filer's lines are read back from its previous report before the earliest
 * quarter changed, and its positions from that quarter on are replaced. Filers go in batches of
 * about `linesPerBatch` lines, so a quarter of millions of lines never makes one giant array,
 * with a turn of the event loop between batches. Runs inside the caller's transaction.
 */
import type { FilingHolding } from '@backoffice/core/api';
import { effectiveLines, quarterChanges, rollUp } from '@backoffice/core/domain';
import { listValue, type DuckDBConnection } from '@duckdb/node-api';
import { appendColumns, FLUSH_ROWS, rowObjects } from './columns.ts';
import {
  LINE_COLUMNS,
  LINES_TABLE,
  POSITION_COLUMNS,
  POSITIONS_TABLE,
  quoted,
  type WarehousePosition,
} from './schema.ts';
import type { SeqCounter } from './seq.ts';

/** A filer to derive again: from which quarter, and about how many lines that reads. */
export interface TouchedFiler {
  from: string;
  lines: number;
}

/** What the rules read of a line, and the filer fields a position shows. */
const READ = [
  'filerId',
  'filerName',
  'cik',
  'period',
  'cusip',
  'securityId',
  'issuer',
  'titleOfClass',
  'value',
  'shares',
  'shareType',
  'putCall',
  'investmentDiscretion',
  'amendmentNo',
  'amendmentType',
] as const;
const READ_COLUMNS = LINE_COLUMNS.filter((c) => (READ as readonly string[]).includes(c.name));
type ReadLine = Pick<FilingHolding, (typeof READ)[number]>;

/** As filer-positions.ts `positionOf` maps a changed position (value rounded, id by key). */
function positionOf(
  p: ReturnType<typeof quarterChanges>[number],
  filer: Pick<FilingHolding, 'filerName' | 'cik'>,
): WarehousePosition {
  return {
    id: `${p.filerId}.${p.period}.${p.cusip}.${p.kind}`,
    filerId: p.filerId,
    filerName: filer.filerName,
    cik: filer.cik,
    period: p.period,
    cusip: p.cusip,
    securityId: p.securityId,
    issuer: p.issuer,
    titleOfClass: p.titleOfClass,
    kind: p.kind,
    shares: p.shares,
    value: Math.round(p.value),
    price: p.price,
    lines: p.lines,
    previousShares: p.previousShares,
    change: p.change,
  };
}

/**
 * A filer's positions from `from` on, from its lines since its previous report. Filer fields
 * come from its latest line: an import stamps them from the filer record, `restampFiler` keeps
 * older lines in step.
 */
export function positionsOfLines(lines: readonly ReadLine[], from: string): WarehousePosition[] {
  const latest = lines.at(-1);
  if (!latest) return [];
  return quarterChanges(rollUp(effectiveLines(lines)))
    .filter((p) => p.period >= from)
    .map((p) => positionOf(p, latest));
}

const FILERS = `SELECT unnest($1::VARCHAR[]) AS "filerId", unnest($2::VARCHAR[]) AS "from"`;

/** The batch's lines from each filer's previous report on, filer after filer in write order. */
const READ_SQL = `
  WITH touched AS (${FILERS}),
  starts AS (
    SELECT t."filerId", coalesce(max(l.period), t."from") AS "readFrom"
    FROM touched t LEFT JOIN ${LINES_TABLE} l ON l."filerId" = t."filerId" AND l.period < t."from"
    GROUP BY t."filerId", t."from"
  )
  SELECT ${READ_COLUMNS.map((c) => `l.${quoted(c.name)}`).join(', ')}
  FROM ${LINES_TABLE} l JOIN starts s ON l."filerId" = s."filerId"
  WHERE l.period >= s."readFrom"
  ORDER BY l."filerId", l.seq`;

const DELETE_SQL = `
  DELETE FROM ${POSITIONS_TABLE} USING (${FILERS}) t
  WHERE ${POSITIONS_TABLE}."filerId" = t."filerId" AND ${POSITIONS_TABLE}.period >= t."from"`;

/** Filers in id order (neighbours in the positions table), cut about every `budget` lines. */
function batches(touched: ReadonlyMap<string, TouchedFiler>, budget: number): string[][] {
  const out: string[][] = [];
  let batch: string[] = [];
  let lines = 0;
  for (const id of [...touched.keys()].sort()) {
    batch.push(id);
    lines += touched.get(id)!.lines;
    if (lines >= budget) {
      out.push(batch);
      batch = [];
      lines = 0;
    }
  }
  if (batch.length > 0) out.push(batch);
  return out;
}

export async function appendPositions(
  connection: DuckDBConnection,
  rows: readonly WarehousePosition[],
  seq: SeqCounter,
): Promise<void> {
  if (rows.length === 0) return;
  const appender = await connection.createAppender(POSITIONS_TABLE);
  try {
    for (let start = 0; start < rows.length; start += FLUSH_ROWS) {
      const slice = rows.slice(start, start + FLUSH_ROWS);
      appendColumns(appender, [
        { kind: 'seq', values: seq.take(slice.length) },
        ...POSITION_COLUMNS.map((c) => ({ kind: c.kind, values: slice.map((r) => r[c.name]) })),
      ]);
      appender.flushSync();
      await new Promise(setImmediate);
    }
  } finally {
    appender.closeSync();
  }
}

/** Derives the touched filers' positions again; answers how many rows were written. */
export async function derivePositions(
  connection: DuckDBConnection,
  touched: ReadonlyMap<string, TouchedFiler>,
  seq: SeqCounter,
  linesPerBatch = 50_000,
): Promise<number> {
  let written = 0;
  for (const batch of batches(touched, linesPerBatch)) {
    const params = [listValue(batch), listValue(batch.map((id) => touched.get(id)!.from))];
    const reader = await connection.runAndReadAll(READ_SQL, params);
    const lines = rowObjects<ReadLine>(reader, READ_COLUMNS);
    const fresh: WarehousePosition[] = [];
    // The lines come filer after filer: each run of one filer is derived on its own.
    for (let start = 0; start < lines.length;) {
      const filerId = lines[start]!.filerId;
      let end = start + 1;
      while (end < lines.length && lines[end]!.filerId === filerId) end += 1;
      for (const row of positionsOfLines(lines.slice(start, end), touched.get(filerId)!.from))
        fresh.push(row);
      start = end;
    }
    await connection.run(DELETE_SQL, params);
    await appendPositions(connection, fresh, seq);
    written += fresh.length;
    await new Promise(setImmediate);
  }
  return written;
}
