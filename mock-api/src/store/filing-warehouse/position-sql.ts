/**
 * Core's position rules as one SQL statement, for the filers of a touched table (`filerId`,
 * `from`): amendments (amendments.ts effectiveLines), the roll-up per filer, quarter, CUSIP and
 * kind (rollup.ts), the change against the filer's previous report with CLOSED rows for what
 * it dropped (changes.ts), mapped as filer-positions.ts maps them. derive.test.ts holds it
 * equal to those functions. Where JS behaviour is subtle the SQL copies it exactly:
 * - sums in line order (`ORDER BY seq`): a parallel sum of doubles adds in another order and
 *   the last bit of a price would differ;
 * - a position's issuer, title and security are its first line's (rollUp keeps the first);
 * - Math.round (halves up, towards +∞) from floor and the exact fractional part, not round(),
 *   which takes halves away from zero;
 * - rows numbered as quarterChanges gives them: filer, quarter, held before closed, then the
 *   order of each position's first line (a closed one: its first line the quarter before).
 */
import { LINES_TABLE, POSITIONS_TABLE } from './schema.ts';

const COLUMNS = [
  'seq',
  'id',
  'filerId',
  'filerName',
  'cik',
  'period',
  'cusip',
  'securityId',
  'issuer',
  'titleOfClass',
  'kind',
  'shares',
  'value',
  'price',
  'lines',
  'previousShares',
  'change',
];

/** Math.round(v) exactly: v - floor(v) is exact for every double. */
const jsRound = (v: string) =>
  `(floor(${v}) + CASE WHEN ${v} - floor(${v}) >= 0.5 THEN 1 ELSE 0 END)`;

/** core's changeOf(previous, now). */
const CHANGE_OF = `CASE
  WHEN r."previousShares" IS NULL OR r."previousShares" = 0
    THEN CASE WHEN r.shares > 0 THEN 'NEW' ELSE 'UNCHANGED' END
  WHEN r.shares = 0 THEN 'CLOSED'
  WHEN r.shares > r."previousShares" THEN 'INCREASED'
  WHEN r.shares < r."previousShares" THEN 'DECREASED'
  ELSE 'UNCHANGED' END`;

/**
 * `SELECT` of each touched filer's report before its earliest quarter changed (`readFrom`, or
 * `from` when it has none), and of the lines the derivation reads: the touched filers' from
 * `readFrom` on. Made once per derivation, then read a batch of filers at a time.
 */
export function startsSql(touched: string): string {
  return `SELECT t."filerId", t."from", t.batch, coalesce(max(l.period), t."from") AS "readFrom"
    FROM ${touched} t LEFT JOIN ${LINES_TABLE} l ON l."filerId" = t."filerId" AND l.period < t."from"
    GROUP BY t."filerId", t."from", t.batch`;
}

export function touchedLinesSql(starts: string): string {
  return `SELECT l.seq, l."filerId", l."filerName", l.cik, l.period, l.cusip, l."securityId",
      l.issuer, l."titleOfClass", l.value, l.shares, l."putCall", l."shareType",
      l."amendmentNo", l."amendmentType", s.batch
    FROM ${LINES_TABLE} l JOIN ${starts} s ON l."filerId" = s."filerId"
    WHERE l.period >= s."readFrom"`;
}

/**
 * `(columns) SELECT …` of the positions of the filers in `starts` (startsSql's rows) from their
 * `from` on, read from `lines` (touchedLinesSql's rows), seq from `first`.
 */
export function positionsSql(starts: string, lines: string, first: number): string {
  return `(${COLUMNS.map((c) => `"${c}"`).join(', ')})
  WITH starts AS (SELECT * FROM ${starts}),
  read AS MATERIALIZED (
    SELECT l.seq, l."filerId", l.period, l.cusip, l."securityId", l.issuer,
      l."titleOfClass", l.value, l.shares, coalesce(l."putCall", l."shareType") AS kind,
      l."amendmentNo", l."amendmentType"
    FROM ${lines} l JOIN starts s ON l."filerId" = s."filerId"
    WHERE l.period >= s."from"
  ),
  -- Filer fields from the latest line since the report before (as derive-positions did in JS;
  -- restampFiler keeps older lines in step).
  filers AS (
    SELECT l."filerId", arg_max(l."filerName", l.seq) AS "filerName", arg_max(l.cik, l.seq) AS cik
    FROM ${lines} l JOIN starts s ON l."filerId" = s."filerId"
    WHERE l.period >= s."readFrom" GROUP BY l."filerId"
  ),
  -- effectiveLines: the latest restatement (or the original) and new holdings filed after it.
  bases AS (
    SELECT "filerId", period,
      max(CASE WHEN "amendmentType" = 'RESTATEMENT' THEN "amendmentNo" ELSE 0 END) AS base
    FROM read GROUP BY "filerId", period
  ),
  grouped AS (
    SELECT l."filerId", l.period, l.cusip, l.kind,
      min({'seq': l.seq, 'securityId': l."securityId", 'issuer': l.issuer,
           'titleOfClass': l."titleOfClass"}) AS first,
      list({'seq': l.seq, 'shares': l.shares, 'value': l.value}) AS amounts,
      count(*)::INTEGER AS lines
    FROM read l JOIN bases b ON b."filerId" = l."filerId" AND b.period = l.period
    WHERE l."amendmentNo" >= b.base
      AND (l."amendmentNo" = b.base OR l."amendmentType" = 'NEW_HOLDINGS')
    GROUP BY l."filerId", l.period, l.cusip, l.kind
  ),
  rolled AS MATERIALIZED (
    SELECT "filerId", period, cusip, kind, first, lines,
      CASE WHEN lines = 1 THEN amounts[1].shares
        ELSE list_reduce(list_transform(list_sort(amounts), a -> a.shares), (x, y) -> x + y) END AS shares,
      CASE WHEN lines = 1 THEN amounts[1].value
        ELSE list_reduce(list_transform(list_sort(amounts), a -> a.value), (x, y) -> x + y) END AS value
    FROM grouped
    UNION ALL
    -- The report before, as its positions were stored (its lines have not changed): its held
    -- rows (a CLOSED row has no lines), ordered by their seq as by their first line.
    SELECT p."filerId", p.period, p.cusip, p.kind,
      {'seq': p.seq, 'securityId': p."securityId", 'issuer': p.issuer,
       'titleOfClass': p."titleOfClass"},
      p.lines, p.shares, p.value
    FROM ${POSITIONS_TABLE} p JOIN starts s ON p."filerId" = s."filerId" AND p.period = s."readFrom"
    WHERE s."readFrom" < s."from" AND p.lines > 0
  ),
  reports AS MATERIALIZED (
    SELECT "filerId", period, lag(period) OVER (PARTITION BY "filerId" ORDER BY period) AS prev
    FROM (SELECT DISTINCT "filerId", period FROM rolled)
  ),
  held AS (
    SELECT r."filerId", r.period, r.cusip, r.kind, r.first, r.shares, r.value, r.lines,
      p.shares AS "previousShares", 0 AS closed
    FROM rolled r JOIN reports q ON q."filerId" = r."filerId" AND q.period = r.period
    LEFT JOIN rolled p ON p."filerId" = r."filerId" AND p.period = q.prev
      AND p.cusip = r.cusip AND p.kind = r.kind
  ),
  closed AS (
    SELECT p."filerId", q.period, p.cusip, p.kind, p.first, 0::DOUBLE AS shares,
      0::DOUBLE AS value, 0 AS lines, p.shares AS "previousShares", 1 AS closed
    FROM rolled p JOIN reports q ON q."filerId" = p."filerId" AND q.prev = p.period
    ANTI JOIN rolled r ON r."filerId" = p."filerId" AND r.period = q.period
      AND r.cusip = p.cusip AND r.kind = p.kind
  )
  SELECT ${String(first)} - 1 + row_number() OVER (ORDER BY r."filerId", r.period, r.closed, r.first.seq),
    r."filerId" || '.' || r.period || '.' || r.cusip || '.' || r.kind,
    r."filerId", f."filerName", f.cik, r.period, r.cusip,
    r.first."securityId", r.first.issuer, r.first."titleOfClass", r.kind,
    r.shares, ${jsRound('r.value')},
    CASE WHEN r.closed = 0 AND r.shares > 0 THEN r.value / r.shares END,
    r.lines, r."previousShares",
    CASE WHEN r.closed = 1 THEN 'CLOSED' ELSE ${CHANGE_OF} END
  FROM (SELECT * FROM held UNION ALL SELECT * FROM closed) r
  JOIN filers f ON f."filerId" = r."filerId"
  JOIN starts s ON s."filerId" = r."filerId"
  WHERE r.period >= s."from"
  -- Stored in seq order: a filer's rows together (see schema.ts).
  ORDER BY 1`;
}
