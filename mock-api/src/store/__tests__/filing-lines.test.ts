/**
 * The 13-F lines in step with the store's write calls and its data file: a call that fails
 * after its lines were committed to the warehouse leaves none; a warehouse opened again keeps
 * the generated lines and the imports the data file holds, and drops the rest.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FilingHolding } from '@backoffice/core/api';
import { afterEach, describe, expect, it } from 'vitest';
import { FilingLineStore, type FilingLinesFile } from '../filing-lines.ts';
import { createWriter } from '../transaction.ts';
import { CUSIPS, FILERS, PERIODS, line } from '../filing-warehouse/__tests__/lines.ts';

const opened: FilingLineStore[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
});

const linesOf = (filer: number, n: number, period = PERIODS[0]): FilingHolding[] =>
  Array.from({ length: n }, (_, k) =>
    line({ filer: FILERS[filer]!, period, cusip: CUSIPS[k % CUSIPS.length], shares: k + 1 }),
  );

const GENERATED = linesOf(0, 5);

function lineStore(generated: readonly FilingHolding[], file?: FilingLinesFile) {
  const store = new FilingLineStore(generated, { threads: 1 });
  if (file) store.attachFile(file);
  opened.push(store);
  return { store, write: createWriter([store]) };
}

/** A write call importing `lines` under `importId`, failing after the commit when told to. */
function importCall(
  store: FilingLineStore,
  importId: string,
  lines: FilingHolding[],
  fail = false,
) {
  return async () => {
    const session = await store.beginImport(importId);
    await session.append(`${importId}-filing`, lines);
    await session.commit();
    if (fail) throw new Error('the call failed after its lines were committed');
  };
}

async function keptLines(store: FilingLineStore) {
  const lines = await (await store.warehouse()).allLines();
  return lines.map((l) => `${l.filerId} ${l.cusip} ${String(l.shares)}`);
}

const described = (lines: readonly FilingHolding[]) =>
  lines.map((l) => `${l.filerId} ${l.cusip} ${String(l.shares)}`);

describe('13-F lines in a write call', () => {
  it('should keep the lines of a call that commits, and count them for the audit', async () => {
    const { store, write } = lineStore(GENERATED);
    const added = linesOf(1, 3);
    const counted = await write(async () => {
      await importCall(store, 'FM1', added)();
      return store.pendingCounts();
    });
    expect(counted).toEqual({ created: 3, updated: 0, deleted: 0 });
    expect(await keptLines(store)).toEqual(described([...GENERATED, ...added]));
  });

  it('should remove the lines of a call that fails after committing them', async () => {
    const { store, write } = lineStore(GENERATED);
    const version = store.version;
    await expect(write(importCall(store, 'FM1', linesOf(1, 3), true))).rejects.toThrow(
      'failed after',
    );
    expect(store.version).toBeGreaterThan(version);
    expect(await keptLines(store)).toEqual(described(GENERATED));
    const positions = await (await store.warehouse()).allPositions();
    expect(new Set(positions.map((p) => p.filerId))).toEqual(new Set([FILERS[0]!.id]));
    // The next import is not held up, nor removed with it.
    const next = linesOf(2, 2);
    await write(importCall(store, 'FM2', next));
    expect(await keptLines(store)).toEqual(described([...GENERATED, ...next]));
  });
});

describe('13-F lines beside a data file', () => {
  it('should keep what the data file holds when opened again, and drop what it does not', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'filing-lines-')), 'data.13f.duckdb');
    const first = lineStore(GENERATED, { file, knownImports: () => new Set(['FM1']) });
    const known = linesOf(1, 3);
    await first.write(importCall(first.store, 'FM1', known));
    // Committed to the warehouse, but (as after a crash) never to the data file.
    await first.write(importCall(first.store, 'FM2', linesOf(2, 4)));
    await first.store.close();

    const second = lineStore(GENERATED, { file, knownImports: () => new Set(['FM1']) });
    expect(await keptLines(second.store)).toEqual(described([...GENERATED, ...known]));
    await second.store.close();

    // Other generated data (another generator, or another seed): the new lines, once.
    const regenerated = linesOf(3, 2);
    const third = lineStore(regenerated, { file, knownImports: () => new Set(['FM1']) });
    expect(await keptLines(third.store)).toEqual(described([...known, ...regenerated]));
  });
});
