/**
 * Transactions: a write that fails part-way leaves every collection and table it touched as it
 * was, the data file never hears of it, and writes run one at a time. Each test writes to a
 * real SQLite data file and reads it back by opening it again.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Collection, Table } from '../collection.ts';
import { attachDataFile, DataFile, type StoredTable } from '../persistence.ts';
import { createWriter } from '../transaction.ts';

const rowSchema = z.object({ id: z.string(), n: z.number() });
type Row = z.infer<typeof rowSchema>;
const BASE = { seed: 1, trades: 2, asOf: '2026-10-30' };

function fresh() {
  const runs = new Collection<Row>('runs', 'RU', 3, rowSchema);
  const results = new Collection<Row>('results', 'RS', 3, rowSchema);
  runs.put({ id: 'RU-001', n: 1 });
  results.put({ id: 'RS-001', n: 1 });
  const lines = new Table<Row>('LI', [
    { id: 'LI-001', n: 1 },
    { id: 'LI-002', n: 2 },
  ]);
  const tables: StoredTable[] = [{ name: 'lines', table: lines, schema: rowSchema }];
  return { runs, results, lines, tables };
}

/** Fresh data with the file's changes applied, as a restart would see it. */
function reopen(file: string) {
  const data = fresh();
  const dataFile = DataFile.open(file, BASE);
  dataFile.load([data.runs, data.results], data.tables);
  dataFile.close();
  return data;
}

function setup() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-tx-')), 'changes.sqlite');
  const data = fresh();
  const dataFile = attachDataFile(file, BASE, [data.runs, data.results], data.tables);
  const write = createWriter([data.runs, data.results, data.lines], dataFile);
  return { file, ...data, write };
}

const failing = async (work: () => Promise<unknown>) => {
  await expect(work()).rejects.toThrow('part-way');
};

describe('a write that fails part-way', () => {
  it('should leave every collection it changed as it was, and hand out the same ids again', async () => {
    const { runs, results, write, file } = setup();
    await failing(() =>
      write(() => {
        results.put({ id: results.nextId(), n: 2 });
        results.put({ id: 'RS-001', n: 99 });
        runs.delete('RU-001');
        return Promise.reject(new Error('part-way'));
      }),
    );
    expect(results.all()).toEqual([{ id: 'RS-001', n: 1 }]);
    expect(runs.all()).toEqual([{ id: 'RU-001', n: 1 }]);
    expect(results.nextId()).toBe('RS-002');
    expect(reopen(file).results.all()).toEqual([{ id: 'RS-001', n: 1 }]);
  });

  it('should leave a table as it was: no appended row, replaced and deleted rows back, its index too', async () => {
    const { lines, write, file } = setup();
    const version = lines.index.version;
    await failing(() =>
      write(() => {
        for (let i = 0; i < 3000; i += 1) lines.append((id) => ({ id, n: 10 + i }));
        lines.put({ id: 'LI-001', n: 99 });
        lines.delete('LI-002');
        return Promise.reject(new Error('part-way'));
      }),
    );
    const before = [
      { id: 'LI-001', n: 1 },
      { id: 'LI-002', n: 2 },
    ];
    expect(lines.all()).toEqual(before);
    expect(lines.positions).toHaveLength(2);
    expect(lines.index.version).not.toBe(version);
    expect(lines.index.base).toBe(2);
    expect(lines.index.delta.size).toBe(0);
    expect(reopen(file).lines.all()).toEqual(before);
    expect(lines.append((id) => ({ id, n: 3 })).id).toBe('LI-003');
  });

  it('should not reach the data file, while a later write does', async () => {
    const { runs, lines, write, file } = setup();
    await failing(() =>
      write(() => {
        runs.put({ id: 'RU-001', n: 50 });
        lines.append((id) => ({ id, n: 50 }));
        return Promise.reject(new Error('part-way'));
      }),
    );
    await write(() => {
      runs.put({ id: 'RU-002', n: 2 });
      lines.append((id) => ({ id, n: 3 }));
      lines.delete('LI-001');
      return Promise.resolve();
    });
    const again = reopen(file);
    expect(again.runs.all()).toEqual([
      { id: 'RU-001', n: 1 },
      { id: 'RU-002', n: 2 },
    ]);
    expect(again.lines.positions).toEqual([
      undefined,
      { id: 'LI-002', n: 2 },
      { id: 'LI-003', n: 3 },
    ]);
    expect(again.lines.get('LI-003')).toEqual({ id: 'LI-003', n: 3 });
  });
});

describe('a write of many rows', () => {
  it('should keep appended rows, and holes where appended rows were deleted, by position', async () => {
    const { lines, write, file } = setup();
    await write(() => {
      for (let i = 0; i < 5000; i += 1) lines.append((id) => ({ id, n: i }));
      lines.delete('LI-003');
      return Promise.resolve();
    });
    const again = reopen(file).lines;
    expect(again.positions).toHaveLength(5002);
    expect(again.all()).toHaveLength(5001);
    expect(again.get('LI-003')).toBeUndefined();
    expect(again.get('LI-5002')).toEqual({ id: 'LI-5002', n: 4999 });
    expect(again.append((id) => ({ id, n: 0 })).id).toBe('LI-5003');
  });
});

describe('writes', () => {
  it('should run one at a time, each seeing the one before complete', async () => {
    const { runs, write } = setup();
    const order: string[] = [];
    const slow = write(async () => {
      order.push('slow starts');
      await new Promise((resolve) => setTimeout(resolve, 20));
      runs.put({ id: 'RU-001', n: 2 });
      order.push('slow ends');
    });
    const fast = write(() => {
      order.push(`fast sees ${String(runs.get('RU-001')?.n)}`);
      return Promise.resolve();
    });
    await Promise.all([slow, fast]);
    expect(order).toEqual(['slow starts', 'slow ends', 'fast sees 2']);
  });

  it('should go on after a failed one', async () => {
    const { runs, write } = setup();
    const failed = write(() => Promise.reject(new Error('part-way')));
    const next = write(() => Promise.resolve(runs.put({ id: 'RU-003', n: 3 })));
    await failing(() => failed);
    await expect(next).resolves.toEqual({ id: 'RU-003', n: 3 });
  });
});
