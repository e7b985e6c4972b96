/**
 * The base rows a plan lets through: enumerate the smallest test's rows (its codes' runs) and
 * check each against the others, so the cost follows the most selective filter, not the table.
 * Matches are stamped in a per-table array with a number used once per query, so "is this row
 * a match" is one read and nothing is cleared between queries.
 */
import type { TableIndex } from '../store/table-index.ts';
import type { CodeTest, IndexPlan } from './index-plan.ts';
import type { Predicate } from './list.ts';
import { scratchFor } from './index-scratch.ts';

export interface Selection {
  /** The matching base positions (unordered); null when every live base row matches. */
  matched: Int32Array | null;
  count: number;
  /** Whether a base position matches. */
  isMatch: (position: number) => boolean;
}

/** Whether a row passes every test: each test, through any of its parts. */
function passesAll(tests: readonly CodeTest[], position: number): boolean {
  // Plain index loops: this runs for every candidate row, and must not allocate.
  for (let t = 0; t < tests.length; t += 1) {
    const parts = tests[t]!.parts;
    let passed = false;
    for (let j = 0; j < parts.length && !passed; j += 1) {
      const part = parts[j]!;
      passed = part.accept[part.column.codes[position]!] === 1;
    }
    if (!passed) return false;
  }
  return true;
}

function passesRows<Row>(tests: readonly Predicate<Row>[], row: Row): boolean {
  for (let t = 0; t < tests.length; t += 1) if (!tests[t]!(row)) return false;
  return true;
}

export function selectBase<Row extends object>(
  index: TableIndex<Row>,
  rows: readonly (Row | undefined)[],
  plan: IndexPlan<Row>,
): Selection {
  const stale = index.stale;
  if (plan.tests.length === 0 && plan.rowTests.length === 0) {
    return { matched: null, count: index.liveBase, isMatch: (p) => stale[p] === 0 };
  }
  const scratch = scratchFor(index, index.base);
  const stamp = (scratch.stamp += 1);
  const { marks, matched } = scratch;
  const { rowTests } = plan;
  const driver = plan.tests.reduce<CodeTest | null>(
    (best, t) => (best === null || t.size < best.size ? t : best),
    null,
  );
  const others = plan.tests.filter((t) => t !== driver);
  let count = 0;
  const candidates = driver ? driver.parts : [null];
  for (const part of candidates) {
    const codes = part ? part.codes : [0];
    for (let c = 0; c < codes.length; c += 1) {
      // The driver's rows of one code are a run of the column's order; no driver: every row.
      const from = part ? part.column.starts[codes[c]!]! : 0;
      const to = part ? part.column.starts[codes[c]! + 1]! : index.base;
      const order = part?.column.order;
      for (let i = from; i < to; i += 1) {
        const position = order ? order[i]! : i;
        if (stale[position] === 1 || marks[position] === stamp) continue;
        if (!passesAll(others, position)) continue;
        if (rowTests.length > 0 && !passesRows(rowTests, rows[position]!)) continue;
        marks[position] = stamp;
        matched[count++] = position;
      }
    }
  }
  return {
    matched: matched.subarray(0, count),
    count,
    isMatch: (p) => marks[p] === stamp,
  };
}
