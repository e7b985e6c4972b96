/**
 * Transactions: a write that fails part-way leaves every collection it touched as it was, the
 * data file never hears of it, and writes run one at a time.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Collection } from '../collection.ts';
import { Persistence } from '../persistence.ts';
import { createWriter } from '../transaction.ts';

const rowSchema = z.object({ id: z.string(), n: z.number() });
type Row = z.infer<typeof rowSchema>;

function setup() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-tx-')), 'changes.json');
  const runs = new Collection<Row>('runs', 'RU', 3, rowSchema);
  const results = new Collection<Row>('results', 'RS', 3, rowSchema);
  runs.put({ id: 'RU-001', n: 1 });
  results.put({ id: 'RS-001', n: 1 });
  const persistence = new Persistence(file, { version: 1, seed: 1, collections: {} });
  runs.attach(persistence);
  results.attach(persistence);
  const write = createWriter([runs, results], () => {
    persistence.flush();
  });
  const journal = () => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  return { file, runs, results, write, journal };
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
    expect(existsSync(file)).toBe(false);
  });

  it('should not reach the data file, while a later write does', async () => {
    const { runs, write, journal } = setup();
    await failing(() =>
      write(() => {
        runs.put({ id: 'RU-001', n: 50 });
        return Promise.reject(new Error('part-way'));
      }),
    );
    await write(() => Promise.resolve(runs.put({ id: 'RU-002', n: 2 })));
    expect(journal()).toEqual({
      version: 1,
      seed: 1,
      collections: { runs: { upserts: { 'RU-002': { id: 'RU-002', n: 2 } }, deletes: [] } },
    });
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
