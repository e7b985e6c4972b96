/**
 * The Loss Calculator and a case's loss run give the same figures for the same case and client:
 * the calculator's computation (core `calculateLossByAccount`, as the web calls it) fed what the
 * web fetches over HTTP — the case's dates and plan, every account of the client, their trades
 * in the security and the security's closes — adds up to the run's lines for that client. The
 * pooled figure (one `calculateLoss` over every account's trades) may differ; at least one
 * client here shows that it does, so the agreement is not an accident of single accounts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, Case, LossOverview, LossResult, Price, Trade } from '@backoffice/core/api';
import { calculateLoss, calculateLossByAccount, type LossInput } from '@backoffice/core/loss';
import { addDays } from '../../../domain/dates.ts';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);

async function get<T>(path: string): Promise<T> {
  const res = await api.as('admin').get(`/api/v1${path}`);
  expect(res.status, path).toBe(200);
  return res.body as T;
}

/** Every page of a list, as the calculator loads it (100 a page). */
async function all<T>(path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const { items, total } = await get<{ items: T[]; total: number }>(
      `${path}${sep}page=${String(page)}&pageSize=100`,
    );
    rows.push(...items);
    if (rows.length >= total || items.length === 0) return rows;
  }
}

interface Figures {
  fifoNet: number;
  fifoNoOffset: number;
  lifoNet: number;
  lifoNoOffset: number;
}

const figuresOf = (o: ReturnType<typeof calculateLoss>): Figures => ({
  fifoNet: o.fifo.net,
  fifoNoOffset: o.fifo.noOffset,
  lifoNet: o.lifo.net,
  lifoNoOffset: o.lifo.noOffset,
});

/** The calculator's input for a case, a security and every account of a client, over HTTP. */
async function calculatorInput(c: Case, securityId: string, clientId: string) {
  const accounts = await all<Account>(`/accounts?clientId=${clientId}&sort=accountNumber:asc`);
  const trades: Trade[] = [];
  for (const a of accounts) {
    trades.push(
      ...(await all<Trade>(
        `/trades?accountId=${a.id}&securityId=${securityId}&sort=tradeDate:asc`,
      )),
    );
  }
  // By date, each account's own order kept on a day (the calculator's grid order).
  const ordered = trades
    .map((t, i) => ({ t, i }))
    .sort((a, b) => a.t.tradeDate.localeCompare(b.t.tradeDate) || a.i - b.i)
    .map(({ t }) => t);
  const prices = await all<Price>(
    `/securities/${securityId}/prices?from=${c.classPeriodStart}&sort=date:asc`,
  );
  const input: LossInput = {
    classPeriod: { start: c.classPeriodStart, end: c.classPeriodEnd },
    ...(c.disclosureDate ? { disclosureDate: c.disclosureDate } : {}),
    trades: ordered.map((t) => ({
      date: t.tradeDate,
      side: t.side === 'buy' ? 'BUY' : 'SELL',
      quantity: t.quantity,
      price: t.price,
      ...(t.currency === 'USD' ? {} : { fxRate: t.fxRate }),
    })),
    prices: prices.map((p) => ({ date: p.date, close: p.close })),
    ...(c.planOfAllocation ? { inflation: c.planOfAllocation.inflation } : {}),
  };
  return { input, accountOf: ordered.map((t) => t.accountNumber) };
}

describe('the Loss Calculator beside the case’s loss run', () => {
  it('should give the run’s FIFO and LIFO figures for the same case and client, per account', async () => {
    const overview = await get<LossOverview>('/loss-overview');
    let compared = 0;
    let pooledDiffers = 0;
    for (const row of overview.byCase.slice(0, 6)) {
      const c = await get<Case>(`/cases/${row.caseId}`);
      const securityId = c.securityIds[0]!;
      const lines = await all<LossResult>(`/loss-runs/${row.runId}/results`);
      const clients = [...new Set(lines.map((l) => l.clientId))].slice(0, 4);
      for (const clientId of clients) {
        const own = lines.filter((l) => l.clientId === clientId && l.securityId === securityId);
        if (own.length === 0) continue;
        const run = own.reduce<Figures>(
          (sum, l) => ({
            fifoNet: sum.fifoNet + l.fifoNet,
            fifoNoOffset: sum.fifoNoOffset + l.fifoNoOffset,
            lifoNet: sum.lifoNet + l.lifoNet,
            lifoNoOffset: sum.lifoNoOffset + l.lifoNoOffset,
          }),
          { fifoNet: 0, fifoNoOffset: 0, lifoNet: 0, lifoNoOffset: 0 },
        );
        const { input, accountOf } = await calculatorInput(c, securityId, clientId);
        const byAccount = calculateLossByAccount(input, accountOf, { trail: false });
        expect(figuresOf(byAccount.total), `${c.id} ${clientId}`).toEqual(run);
        expect(byAccount.accounts.map((a) => a.account).sort()).toEqual(
          own.map((l) => l.accountNumber).sort(),
        );
        const pooled = figuresOf(calculateLoss(input, { trail: false }));
        if (JSON.stringify(pooled) !== JSON.stringify(run)) pooledDiffers += 1;
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(5);
    expect(pooledDiffers).toBeGreaterThan(0);
  });
});

describe('a stock split in a loss run and in the Loss Calculator', () => {
  it('should apply a split recorded on the security alike, the start holding in the shares of the class period’s eve', async () => {
    const overview = await get<LossOverview>('/loss-overview');
    // A client line whose position began before the class period, with a day to split on
    // between its first trade and the class period.
    let found: { c: Case; line: LossResult; trades: Trade[]; splitOn: string } | null = null;
    for (const row of overview.byCase) {
      const c = await get<Case>(`/cases/${row.caseId}`);
      const lines = await all<LossResult>(`/loss-runs/${row.runId}/results`);
      for (const line of lines.filter((l) => l.startHolding > 0).slice(0, 5)) {
        const trades = await all<Trade>(
          `/trades?accountId=${line.accountId}&securityId=${line.securityId}&sort=tradeDate:asc`,
        );
        const before = trades.filter((t) => t.tradeDate < c.classPeriodStart);
        const splitOn = addDays(before[0]!.tradeDate, 1);
        if (before.length > 1 && splitOn < before.at(-1)!.tradeDate) {
          found = { c, line, trades, splitOn };
          break;
        }
      }
      if (found) break;
    }
    expect(found).not.toBeNull();
    const { c, line, trades, splitOn } = found!;
    const recorded = await api
      .as('admin')
      .post(`/api/v1/securities/${line.securityId}/splits`)
      .send({ date: splitOn, ratio: 2 });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);

    const started = await api.as('staff').post('/api/v1/loss-runs').send({ caseId: c.id });
    expect(started.status).toBe(201);
    const runId = (started.body as { id: string }).id;
    await expect
      .poll(async () => (await get<{ status: string }>(`/loss-runs/${runId}`)).status, {
        timeout: 30_000,
      })
      .toBe('completed');
    const after = (await all<LossResult>(`/loss-runs/${runId}/results`)).find(
      (l) => l.accountId === line.accountId && l.securityId === line.securityId,
    )!;
    // Shares bought before the split count twice in the shares of the class period's eve.
    const held = trades
      .filter((t) => t.tradeDate < c.classPeriodStart)
      .reduce(
        (n, t) => n + (t.side === 'buy' ? 1 : -1) * t.quantity * (t.tradeDate < splitOn ? 2 : 1),
        0,
      );
    expect(after.startHolding).toBe(held);

    const { input, accountOf } = await calculatorInput(c, line.securityId, line.clientId);
    const splits = [{ date: splitOn, ratio: 2 }];
    const byAccount = calculateLossByAccount({ ...input, splits }, accountOf, { trail: false });
    const own = byAccount.accounts.find((a) => a.account === line.accountNumber)!;
    expect(figuresOf(own.output)).toEqual({
      fifoNet: after.fifoNet,
      fifoNoOffset: after.fifoNoOffset,
      lifoNet: after.lifoNet,
      lifoNoOffset: after.lifoNoOffset,
    });
    // And the split mattered: the run before it held the shares as traded.
    expect(line.startHolding).not.toBe(after.startHolding);
  });
});
