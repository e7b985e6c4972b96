/**
 * What the warehouse answers: the two lists by the list convention, and the three questions the
 * 13-F features ask (a security's share positions, a filer's positions, who held a CUSIP in a
 * quarter). Positions come without `isClient` (see `withClientMark`), in write order, which
 * keeps each filer's quarters in order.
 */
import type { FilingHolding, ListResponse } from '@backoffice/core/api';
import { listValue, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { rowObjects } from './columns.ts';
import { orderOf, pageOf, whereOf, type SqlListQuery, type SqlListRules } from './list-sql.ts';
import {
  LINE_COLUMNS,
  LINES_TABLE,
  POSITION_COLUMNS,
  POSITIONS_TABLE,
  quoted,
  type WarehousePosition,
} from './schema.ts';

type Columns = typeof LINE_COLUMNS | typeof POSITION_COLUMNS;

const select = (columns: Columns) => columns.map((c) => quoted(c.name)).join(', ');

export async function listTable<Row>(
  connection: DuckDBConnection,
  table: typeof LINES_TABLE | typeof POSITIONS_TABLE,
  query: SqlListQuery,
  rules: SqlListRules,
): Promise<ListResponse<Row>> {
  const columns = table === LINES_TABLE ? LINE_COLUMNS : POSITION_COLUMNS;
  const where = whereOf(query, rules);
  const page = await connection.runAndReadAll(
    `SELECT ${select(columns)} FROM ${table} ${where.sql} ${orderOf(query.sort, rules)} ${pageOf(query)}`,
    where.params,
  );
  const count = await connection.runAndReadAll(
    `SELECT count(*) FROM ${table} ${where.sql}`,
    where.params,
  );
  return {
    items: rowObjects<Row>(page, columns),
    total: Number(count.getRows()[0]?.[0] ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function positionsWhere(
  connection: DuckDBConnection,
  where: string,
  params: DuckDBValue[],
): Promise<WarehousePosition[]> {
  const reader = await connection.runAndReadAll(
    `SELECT ${select(POSITION_COLUMNS)} FROM ${POSITIONS_TABLE} WHERE ${where} ORDER BY seq`,
    params,
  );
  return rowObjects<WarehousePosition>(reader, POSITION_COLUMNS);
}

/** A security's share positions (kind SH), every filer and quarter: the loss estimates' input. */
export const sharePositionsOfSecurity = (connection: DuckDBConnection, securityId: string) =>
  positionsWhere(connection, `"securityId" = $1 AND kind = 'SH'`, [securityId]);

/** A filer's positions over time, quarter after quarter. */
export const positionsOfFiler = (connection: DuckDBConnection, filerId: string) =>
  positionsWhere(connection, `"filerId" = $1`, [filerId]);

/** Who held the CUSIP in the quarter, with the positions closed in it (0 shares, CLOSED). */
export const holdersOf = (connection: DuckDBConnection, cusip: string, period: string) =>
  positionsWhere(connection, `cusip = $1 AND period = $2`, [cusip, period]);

/** A filer's lines (of one quarter, when given), in write order. */
export async function linesOfFiler(
  connection: DuckDBConnection,
  filerId: string,
  period?: string,
): Promise<FilingHolding[]> {
  const reader = await connection.runAndReadAll(
    `SELECT ${select(LINE_COLUMNS)} FROM ${LINES_TABLE}
     WHERE "filerId" = $1 AND ($2::VARCHAR IS NULL OR period = $2) ORDER BY seq`,
    [filerId, period ?? null],
  );
  return rowObjects<FilingHolding>(reader, LINE_COLUMNS);
}

/** The highest amendment number of each of the filers' quarters, by `filerId|period`. */
export async function highestAmendments(
  connection: DuckDBConnection,
  filerIds: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (filerIds.length === 0) return out;
  const reader = await connection.runAndReadAll(
    `SELECT "filerId", period, max("amendmentNo") FROM ${LINES_TABLE}
     WHERE "filerId" IN (SELECT unnest($1::VARCHAR[])) GROUP BY ALL`,
    [listValue([...filerIds])],
  );
  for (const [filerId, period, no] of reader.getRows())
    out.set(`${String(filerId)}|${String(period)}`, Number(no));
  return out;
}

/** Every line in write order (for tests and small data). */
export async function allLines(connection: DuckDBConnection): Promise<FilingHolding[]> {
  const reader = await connection.runAndReadAll(
    `SELECT ${select(LINE_COLUMNS)} FROM ${LINES_TABLE} ORDER BY seq`,
  );
  return rowObjects<FilingHolding>(reader, LINE_COLUMNS);
}

/** Every position in write order: the order lists break ties in (for tests and small data). */
export async function allPositions(connection: DuckDBConnection): Promise<WarehousePosition[]> {
  const reader = await connection.runAndReadAll(
    `SELECT ${select(POSITION_COLUMNS)} FROM ${POSITIONS_TABLE} ORDER BY seq`,
  );
  return rowObjects<WarehousePosition>(reader, POSITION_COLUMNS);
}

/** The imports whose lines are kept. */
export async function importIds(connection: DuckDBConnection): Promise<string[]> {
  const reader = await connection.runAndReadAll(`SELECT DISTINCT "importId" FROM ${LINES_TABLE}`);
  return reader.getRows().map(([id]) => String(id));
}

/** What a filer's record shows of a quarter: its share and principal positions held, and value. */
export interface QuarterSummary {
  positions: number;
  value: number;
}

/** Each `filerId|period` asked: its SH and PRN positions reported then (not the dropped ones). */
export async function quarterSummaries(
  connection: DuckDBConnection,
  quarters: readonly { filerId: string; period: string }[],
): Promise<Map<string, QuarterSummary>> {
  const out = new Map<string, QuarterSummary>();
  if (quarters.length === 0) return out;
  const reader = await connection.runAndReadAll(
    `SELECT "filerId", period, count(*), sum(value ORDER BY seq) FROM ${POSITIONS_TABLE}
     WHERE ("filerId" || '|' || period) IN (SELECT unnest($1::VARCHAR[]))
       AND kind IN ('SH', 'PRN') AND lines > 0
     GROUP BY ALL`,
    [listValue(quarters.map((q) => `${q.filerId}|${q.period}`))],
  );
  for (const [filerId, period, count, value] of reader.getRows())
    out.set(`${String(filerId)}|${String(period)}`, {
      positions: Number(count),
      value: Number(value),
    });
  return out;
}
