/**
 * The 13-F lines in step with the store's write calls and its data file: a call that fails
 * after its lines were committed to the warehouse leaves none; a warehouse opened again keeps
 * the generated lines and the imports the data file holds, and drops the rest; the lines a data
 * file of an earlier version kept itself are carried into the warehouse.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FilingHolding } from '@backoffice/core/api';
import { afterEach, describe, expect, it } from 'vitest';
import { filingHoldingSchema } from '@backoffice/core/api';
import { generateStore } from '../../data/generate/index.ts';
import { FilingLineStore, type FilingLinesFile } from '../filing-lines.ts';
import { attachDataFile } from '../persistence.ts';
import { collectionsOf } from '../store.ts';
import { Table } from '../table.ts';
import { createWriter } from '../transaction.ts';
import { storeWriter } from '../writer.ts';
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

describe('a data file of an earlier version', () => {
  it('should have its imported 13-F lines carried into the warehouse, once', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'filing-lines-')), 'data.sqlite');
    const base = { seed: 7, trades: 500, asOf: '2026-01-15' };
    // As that version kept them: the import's rows in collections, its lines in a table.
    const before = generateStore({ ...base, users: [] });
    const filer = before.filers.all()[0]!;
    const imported = Array.from({ length: 3 }, (_, k) =>
      line({ filer, period: '2019-12-31', filedOn: '2020-02-10', cusip: CUSIPS[k], shares: k + 1 }),
    );
    const table = new Table<FilingHolding>('FH', []);
    const collections = collectionsOf(before);
    const stored = [{ name: 'filingHoldings', table, schema: filingHoldingSchema }];
    const dataFile = attachDataFile(file, base, collections, stored);
    await createWriter(
      [...collections, table],
      dataFile,
    )(async () => {
      before.filingImports.put({
        id: 'FM00001',
        kind: 'submission',
        sha256: '0'.repeat(64),
        filingsRead: 1,
        added: 1,
        replaced: 0,
        unchanged: 0,
        skipped: 0,
        entries: 3,
        totalValue: 3000,
        problems: [],
        importedAt: '2020-02-11T00:00:00.000Z',
        importedBy: 'admin',
      });
      before.filings13f.put({
        id: 'FL0000001',
        accessionNumber: '0000000000-20-000001',
        filerId: filer.id,
        cik: filer.cik,
        period: '2019-12-31',
        filedOn: '2020-02-10',
        submissionType: '13F-HR',
        reportType: '13F HOLDINGS REPORT',
        amendmentType: 'ORIGINAL',
        amendmentNo: 0,
        entries: 3,
        totalValue: 3000,
        problems: [],
        importId: 'FM00001',
      });
      for (const l of imported) table.append(() => l);
      return Promise.resolve();
    });
    dataFile.close();

    for (let start = 0; start < 2; start += 1) {
      const after = generateStore({ ...base, users: [] });
      storeWriter(after, { file, base });
      opened.push(after.filingLines);
      const warehouse = await after.filingLines.warehouse();
      const carried = await warehouse.linesOfFiler(filer.id, '2019-12-31');
      expect(carried.map((l) => l.id)).toEqual(imported.map((l) => l.id));
      expect(await warehouse.importIds()).toContain('FM00001');
      const positions = await warehouse.positionsOfFiler(filer.id);
      expect(positions.filter((p) => p.period === '2019-12-31')).toHaveLength(3);
      await after.filingLines.close();
    }
  });
});
