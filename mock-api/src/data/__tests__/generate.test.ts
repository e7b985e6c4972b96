/** The generated data: the same seed gives the same data; the data is shaped as promised. */
import { describe, expect, it } from 'vitest';
import {
  accountSchema,
  caseSchema,
  clientSchema,
  holdingSchema,
  securitySchema,
  tradeSchema,
} from '@backoffice/core/api';
import { canMoveCase, reconcile } from '@backoffice/core/domain';
import { generateStore } from '../generate/index.ts';
import { VIEWER_CLIENTS } from '../generate/clients.ts';
import { dumpStore as dump } from '../../testing/dump-store.ts';

const options = { seed: 7, trades: 3000, asOf: '2026-10-30', users: [] };

const store = generateStore(options);

// Each case generates a whole store: seconds, and up to half a minute on a machine busy with
// the browser tests.
const WHOLE_STORE_MS = 60_000;

describe('the generator', () => {
  it(
    'should produce the same data from the same seed',
    () => {
      expect(dump(generateStore(options))).toBe(dump(store));
    },
    WHOLE_STORE_MS,
  );

  it(
    'should produce different data from another seed',
    () => {
      expect(dump(generateStore({ ...options, seed: 8 }))).not.toBe(dump(store));
    },
    WHOLE_STORE_MS,
  );

  it('should make the promised amounts', () => {
    expect(store.clients.all().length).toBeGreaterThanOrEqual(50);
    expect(store.securities.all().length).toBeGreaterThanOrEqual(200);
    expect(store.cases.all().length).toBeGreaterThanOrEqual(30);
    expect(store.trades.all()).toHaveLength(3000);
  });

  it("should start with the viewer's two clients, with accounts, trades and holdings", () => {
    const [first, second] = store.clients.all();
    expect([first?.name, second?.name]).toEqual(VIEWER_CLIENTS.map((c) => c.name));
    for (const client of [first!, second!]) {
      expect(store.accounts.all().some((a) => a.clientId === client.id)).toBe(true);
      expect(store.trades.all().some((t) => t.clientId === client.id)).toBe(true);
      expect(store.holdings.all().some((h) => h.clientId === client.id)).toBe(true);
    }
  });

  it('should make records that satisfy the contract', () => {
    const check = (schema: { parse(v: unknown): unknown }, rows: readonly unknown[]) => {
      for (const row of rows.slice(0, 500)) schema.parse(row);
    };
    check(clientSchema, store.clients.all());
    check(accountSchema, store.accounts.all());
    check(securitySchema, store.securities.all());
    check(caseSchema, store.cases.all());
    check(tradeSchema, store.trades.all());
    check(holdingSchema, store.holdings.all());
  });

  it('should never sell more than an account holds', () => {
    const held = new Map<string, number>();
    for (const t of store.trades.all()) {
      const key = `${t.accountId}|${t.securityId}`;
      const next = (held.get(key) ?? 0) + (t.side === 'buy' ? t.quantity : -t.quantity);
      expect(next).toBeGreaterThanOrEqual(0);
      held.set(key, next);
    }
  });

  it('should give every case a status history that moves along its life cycle to its status', () => {
    for (const c of store.cases.all()) {
      const steps = c.statusHistory;
      expect(steps[0]?.status).toBe('investigation');
      expect(steps.at(-1)?.status).toBe(c.status);
      steps.slice(1).forEach((step, i) => {
        const before = steps[i]!;
        expect(canMoveCase(before.status, step.status)).toBe(true);
        expect(step.on >= before.on).toBe(true);
      });
      expect(steps.at(-1)!.on.slice(0, 10) <= options.asOf).toBe(true);
    }
  });

  it('should give every case a sharp drop on the day after its class period', () => {
    for (const c of store.cases.all()) {
      const i = store.priceIndex.get(c.securityIds[0]!)!;
      const d = store.prices.days.indexOf(c.classPeriodEnd);
      const change = store.prices.closes[i]![d + 1]! / store.prices.closes[i]![d]! - 1;
      expect(change).toBeLessThan(-0.08);
    }
  });

  it('should make trades and holdings that reconcile except for the deliberate breaks', () => {
    const found = reconcile(store.trades.all(), store.holdings.all()).map(
      ({ accountId, securityId, endDate, kind }) => ({
        accountId,
        securityId,
        asOfDate: endDate,
        kind,
      }),
    );
    const sort = (list: typeof found) =>
      [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const known = store.breaks.map(({ accountId, securityId, asOfDate, kind }) => ({
      accountId,
      securityId,
      asOfDate,
      kind,
    }));
    expect(sort(found)).toEqual(sort(known));
    expect(store.breaks.length).toBeGreaterThanOrEqual(6);
  });
});
