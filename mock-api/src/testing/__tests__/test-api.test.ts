/**
 * The test APIs of a worker share one draw of the demo data (test-api.ts, drawnStore): each
 * store must still hold exactly what a fresh draw makes, whatever the stores before it changed.
 */
import { describe, expect, it } from 'vitest';
import { generateStore } from '../../data/generate/index.ts';
import { dumpStore as dump } from '../dump-store.ts';
import { drawnStore } from '../test-api.ts';

const options = { seed: 11, trades: 1000, asOf: '2026-10-30', users: [] };

// Each case draws whole stores: seconds on a busy machine.
const WHOLE_STORE_MS = 60_000;

describe('the stores of the test APIs', () => {
  it(
    'should each hold what a fresh draw makes, after another changed its rows',
    () => {
      const fresh = dump(generateStore(options));
      const first = drawnStore(options);
      expect(dump(first)).toBe(fresh);

      const [trade, deleted] = first.trades.all();
      first.trades.put({ ...trade!, quantity: trade!.quantity + 1 });
      first.trades.delete(deleted!.id);
      const client = first.clients.all()[0]!;
      first.clients.put({ ...client, name: 'Changed' });
      first.cases.delete(first.cases.all()[0]!.id);
      expect(dump(first)).not.toBe(fresh);

      expect(dump(drawnStore(options))).toBe(fresh);
    },
    WHOLE_STORE_MS,
  );

  it('should refuse a change in place of a row the stores share', () => {
    const trade = drawnStore(options).trades.all()[0]!;
    expect(() => {
      Object.assign(trade, { quantity: 1 });
    }).toThrow(TypeError);
  });
});
