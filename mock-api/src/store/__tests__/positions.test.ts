/**
 * The trade positions the loss engine reads follow the trades table: rebuilt from the table they
 * equal the generated ones; a trade appended, replaced or deleted is in them as it is in the
 * table; a failed write call that appended trades leaves none of them there; and trades appended
 * and stored come back in them after a restart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadUsers } from '@backoffice/core/server';
import type { Trade } from '@backoffice/core/api';
import { loadConfig } from '../../config.ts';
import { generateStore } from '../../data/generate/index.ts';
import { positionKey } from '../positions.ts';
import { TEST_ENV } from '../../testing/test-api.ts';
import { rebuildPositions } from '../positions.ts';
import type { Store } from '../store.ts';
import { storeWriter } from '../writer.ts';

const config = loadConfig(TEST_ENV);
const base = { seed: config.seed, trades: config.trades, asOf: config.asOf };
const users = (await loadUsers(config.usersFile)).list();
const generate = () => generateStore({ ...base, users });
const snapshot = (store: Pick<Store, 'positions'>) =>
  new Map([...store.positions].map(([k, v]) => [k, [...v]]));

/** Appends a copy of the first trade as ingestion does: to the table alone. */
function appendTrade(store: Store): Trade {
  return store.trades.append((id) => ({ ...store.trades.positions[0]!, id }));
}

/** The positions as a rebuild from the table makes them. */
function rebuilt(store: Store) {
  const copy = { trades: store.trades, positions: new Map<string, readonly number[]>() };
  rebuildPositions(copy);
  return snapshot(copy);
}

// Each test generates the data once or twice: slow on a busy machine.
describe('the trade positions', { timeout: 30_000 }, () => {
  it('should be the generated ones when rebuilt from the table', () => {
    const store = generate();
    const generated = snapshot(store);
    rebuildPositions(store);
    expect(snapshot(store)).toEqual(generated);
  });

  it('should follow trades appended, moved to another security and deleted', () => {
    const store = generate();
    const added = appendTrade(store);
    const first = store.trades.positions[0]!;
    const moved = store.trades.all().find((t) => t.securityId !== first.securityId)!;
    store.trades.put({ ...moved, securityId: first.securityId, tradeDate: '2020-01-02' });
    store.trades.delete(store.trades.all()[5]!.id);
    store.trades.delete(added.id);
    expect(snapshot(store)).toEqual(rebuilt(store));
    const key = positionKey(first.accountId, first.securityId);
    expect(store.positions.get(key)).not.toContain(store.trades.positions.length - 1);
  });

  it('should lose what a failed write call added, and keep what a restart loads', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-pos-')), 'data.sqlite');
    const store = generate();
    const generated = snapshot(store);
    const write = storeWriter(store, { file, base });
    await expect(
      write(() => {
        appendTrade(store);
        return Promise.reject(new Error('part-way'));
      }),
    ).rejects.toThrow('part-way');
    expect(snapshot(store)).toEqual(generated);

    const kept = await write(() => Promise.resolve(appendTrade(store)));
    const again = generate();
    storeWriter(again, { file, base });
    const key = positionKey(kept.accountId, kept.securityId);
    expect(again.trades.get(kept.id)).toEqual(kept);
    expect(again.positions.get(key)).toContain(again.trades.positions.length - 1);
    expect(snapshot(again)).toEqual(snapshot(store));
  });
});
