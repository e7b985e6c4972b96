/**
 * The trade positions the loss engine reads follow the trades table: rebuilt from the table they
 * equal the generated ones; a failed write call that appended trades leaves none of them there;
 * and trades appended and stored come back in them after a restart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadUsers } from '@backoffice/idp/users';
import type { Trade } from '@backoffice/core/api';
import { loadConfig } from '../../config.ts';
import { generateStore } from '../../data/generate/index.ts';
import { positionKey } from '../../data/generate/trading.ts';
import { TEST_ENV } from '../../testing/test-api.ts';
import { rebuildPositions } from '../positions.ts';
import type { Store } from '../store.ts';
import { storeWriter } from '../writer.ts';

const config = loadConfig(TEST_ENV);
const base = { seed: config.seed, trades: config.trades, asOf: config.asOf };
const users = (await loadUsers(config.usersFile)).list();
const generate = () => generateStore({ ...base, users });
const snapshot = (store: Store) => new Map([...store.positions].map(([k, v]) => [k, [...v]]));

/** Appends a copy of the first trade as ingestion does: to the table, then to its position. */
function appendTrade(store: Store): Trade {
  const trade = store.trades.append((id) => ({ ...store.trades.positions[0]!, id }));
  const key = positionKey(trade.accountId, trade.securityId);
  const positions = store.positions as Map<string, number[]>;
  const rows = store.trades.positions;
  const list = [...(positions.get(key) ?? []), rows.length - 1];
  list.sort((a, b) => rows[a]!.tradeDate.localeCompare(rows[b]!.tradeDate) || a - b);
  positions.set(key, list);
  return trade;
}

// Each test generates the data once or twice: slow on a busy machine.
describe('the trade positions', { timeout: 30_000 }, () => {
  it('should be the generated ones when rebuilt from the table', () => {
    const store = generate();
    const generated = snapshot(store);
    rebuildPositions(store);
    expect(snapshot(store)).toEqual(generated);
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
