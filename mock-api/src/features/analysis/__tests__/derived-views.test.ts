/**
 * Every derived view follows the writes to what it is derived from. Random sequences of custodian
 * trade files ingested and undone, accounts and cases created, cases edited and deleted, loss
 * runs started, all over HTTP; after each step every read endpoint of the touched clients answers
 * 2xx, and the derived figures equal a recomputation from scratch: core's pure rules
 * (tradesByMonth, reconcile) over the raw rows the API lists (trades, holdings, cases, loss
 * result lines), not the server's caches or indexes.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Account,
  Case,
  Discrepancy,
  Holding,
  IngestionFile,
  LossOverview,
  LossResult,
  LossRun,
  ReportPreview,
  Trade,
  TradeTotals,
} from '@backoffice/core/api';
import { periodRange, reconcile, tradesByMonth } from '@backoffice/core/domain';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { tradeRows, TRADE_HEADER, uploadFile } from '../../ingestion/__tests__/sample-files.ts';
import { delimitedText } from '@backoffice/core/ingestion';

let api: TestApi;
const CLIENTS = ['CL-0001', 'CL-0002'] as const;

beforeAll(async () => {
  api = await startTestApi();
}, 60_000);

const admin = () => api.as('admin');

async function ok(path: string, query: Record<string, string> = {}): Promise<unknown> {
  const res = await admin().get(`/api/v1${path}`).query(query);
  expect(res.status, `${path} ${JSON.stringify(query)}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** Every row of a list, page by page. */
async function listAll<T>(path: string, query: Record<string, string> = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await ok(path, { ...query, pageSize: '100', page: String(page) })) as {
      items: T[];
      total: number;
    };
    rows.push(...body.items);
    if (rows.length >= body.total || body.items.length === 0) return rows;
  }
}

/** What the test made, to pick from: accounts files can go to, files to undo, its cases. */
interface Made {
  accounts: Map<string, Account[]>;
  ingested: IngestionFile[];
  cases: Case[];
  accountSeq: number;
}

type Step =
  | { kind: 'ingest'; client: number; account: number; count: number; seed: number }
  | { kind: 'undo'; pick: number }
  | { kind: 'createAccount'; client: number }
  | { kind: 'createCase'; client: number; security: number }
  | { kind: 'editCase'; pick: number; months: number }
  | { kind: 'deleteCase'; pick: number }
  | { kind: 'run'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('ingest' as const),
      client: fc.nat(1),
      account: fc.nat(3),
      count: fc.integer({ min: 1, max: 6 }),
      seed: fc.nat(5000),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('undo' as const), pick: fc.nat(9) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('createAccount' as const), client: fc.nat(1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('createCase' as const),
      client: fc.nat(1),
      security: fc.nat(2),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('editCase' as const),
      pick: fc.nat(9),
      months: fc.integer({ min: 1, max: 10 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('deleteCase' as const), pick: fc.nat(9) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('run' as const), pick: fc.nat(9) }) },
);

const pick = <T>(rows: readonly T[], n: number): T | undefined =>
  rows[n % Math.max(1, rows.length)];

/** USD securities the files trade in, the same three every time. */
function securities() {
  return api.store.securities
    .all()
    .filter((s) => s.currency === 'USD')
    .slice(0, 3);
}

async function ingest(made: Made, s: Extract<Step, { kind: 'ingest' }>): Promise<void> {
  const accounts = made.accounts.get(CLIENTS[s.client]!)!;
  const account = pick(accounts, s.account)!;
  const rows = tradeRows({ account, securities: securities() }, s.count, s.seed);
  const text = delimitedText([TRADE_HEADER, ...rows]);
  const query = { clientId: account.clientId, custodian: account.custodian };
  const uploaded = await uploadFile(api, `prop-${String(s.seed)}.csv`, text, query);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const file = uploaded.body as IngestionFile;
  if (file.status !== 'staged') return;
  const res = await admin().post(`/api/v1/ingestion/files/${file.id}/ingest`);
  // 409: every row of the file was loaded by an earlier file, so it adds none.
  expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
  if (res.status === 200) made.ingested.push(res.body as IngestionFile);
}

async function undo(made: Made, n: number): Promise<void> {
  const file = pick(made.ingested, n);
  if (!file) return;
  const res = await admin().post(`/api/v1/ingestion/files/${file.id}/undo`);
  // 409: the ingestion added no rows (all were loaded before): nothing to undo.
  expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
  made.ingested = made.ingested.filter((f) => f.id !== file.id);
}

async function createAccount(made: Made, client: number): Promise<void> {
  const clientId = CLIENTS[client]!;
  const custodian = made.accounts.get(clientId)![0]!.custodian;
  made.accountSeq += 1;
  const res = await admin()
    .post('/api/v1/accounts')
    .send({
      clientId,
      custodian,
      accountNumber: `PROP-${String(Date.now())}-${String(made.accountSeq)}`,
      name: 'Property test account',
      currency: 'USD',
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  made.accounts.get(clientId)!.push(res.body as Account);
}

async function createCase(made: Made, security: number): Promise<void> {
  const res = await admin()
    .post('/api/v1/cases')
    .send({
      caption: `In re Property ${String(made.cases.length)} Corp. Securities Litigation`,
      court: 'D. Mass.',
      securityIds: [securities()[security]!.id],
      classPeriodStart: '2025-03-01',
      classPeriodEnd: '2025-03-31',
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  made.cases.push(res.body as Case);
}

async function editCase(made: Made, n: number, months: number): Promise<void> {
  const c = pick(made.cases, n);
  if (!c) return;
  const end = `2025-${String(Math.min(12, 2 + months)).padStart(2, '0')}-28`;
  const res = await admin()
    .patch(`/api/v1/cases/${c.id}`)
    .send({ classPeriodStart: '2025-03-10', classPeriodEnd: end });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function deleteCase(made: Made, n: number): Promise<void> {
  const c = pick(made.cases, n);
  if (!c) return;
  const res = await admin().delete(`/api/v1/cases/${c.id}`);
  // 409: the case has a loss run, which keeps it.
  expect([204, 409], JSON.stringify(res.body)).toContain(res.status);
  if (res.status === 204) made.cases = made.cases.filter((k) => k.id !== c.id);
}

/** Starts a run of one of the test's cases, waits for it, and checks its lines. */
async function run(made: Made, n: number): Promise<void> {
  const c = pick(made.cases, n);
  if (!c) return;
  const res = await admin().post('/api/v1/loss-runs').send({ caseId: c.id });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { id } = res.body as LossRun;
  let done: LossRun | null = null;
  await expect
    .poll(async () => {
      done = (await ok(`/loss-runs/${id}`)) as LossRun;
      return done.status === 'completed' || done.status === 'failed';
    })
    .toBe(true);
  const finished = done!;
  if (finished.status === 'failed') return; // its lookback may lack prices: a message, not a 500
  const lines = await listAll<LossResult>(`/loss-runs/${id}/results`);
  for (const clientId of CLIENTS) {
    const trades = await listAll<Trade>('/trades', { clientId });
    for (const line of lines.filter((l) => l.clientId === clientId)) {
      const from = trades.filter(
        (t) =>
          t.accountId === line.accountId &&
          t.securityId === line.securityId &&
          t.tradeDate >= finished.classPeriodStart,
      );
      expect(line.tradesCount, `${line.accountId} ${line.securityId}`).toBe(from.length);
    }
  }
}

async function apply(made: Made, s: Step): Promise<void> {
  if (s.kind === 'ingest') await ingest(made, s);
  else if (s.kind === 'undo') await undo(made, s.pick);
  else if (s.kind === 'createAccount') await createAccount(made, s.client);
  else if (s.kind === 'createCase') await createCase(made, s.security);
  else if (s.kind === 'editCase') await editCase(made, s.pick, s.months);
  else if (s.kind === 'deleteCase') await deleteCase(made, s.pick);
  else await run(made, s.pick);
}

const cents = (n: number) => Math.round(n * 100);

/** The report's trade figures and exposure, recomputed from the listed trades and cases. */
async function checkReports(clientId: string, trades: readonly Trade[]): Promise<void> {
  const cases = await listAll<Case>('/cases');
  for (const period of ['2025', '2026']) {
    const report = (await ok('/report-preview', {
      type: 'annual',
      clientId,
      period,
    })) as ReportPreview;
    const range = periodRange('annual', period);
    expect(report.figures.trades).toEqual(tradesByMonth(range.months, trades));
    const exposed = cases.filter((c) =>
      trades.some(
        (t) =>
          t.side === 'buy' &&
          c.securityIds.includes(t.securityId) &&
          t.tradeDate >= c.classPeriodStart &&
          t.tradeDate <= c.classPeriodEnd,
      ),
    );
    expect(report.summary.casesWithExposure).toBe(exposed.length);
  }
  await ok('/loss-reports/client/' + clientId);
}

async function checkTotals(clientId: string, trades: readonly Trade[]): Promise<void> {
  const totals = (await ok('/trades/totals', { clientId })) as TradeTotals;
  const side = (s: string) => trades.filter((t) => t.side === s);
  const usd = (rows: Trade[]) => rows.reduce((sum, t) => sum + cents(t.amountUsd), 0) / 100;
  expect(totals).toMatchObject({
    count: trades.length,
    buyCount: side('buy').length,
    sellCount: side('sell').length,
    quantityBought: side('buy').reduce((sum, t) => sum + t.quantity, 0),
    quantitySold: side('sell').reduce((sum, t) => sum + t.quantity, 0),
  });
  expect(totals.amountUsdBought).toBeCloseTo(usd(side('buy')), 2);
  expect(totals.amountUsdSold).toBeCloseTo(usd(side('sell')), 2);
}

async function checkDiscrepancies(clientId: string, trades: readonly Trade[]): Promise<void> {
  const holdings = await listAll<Holding>('/holdings', { clientId });
  const listed = await listAll<Discrepancy>('/discrepancies', { clientId });
  const key = (b: {
    accountId: string;
    securityId: string;
    startDate: string | null;
    difference: number;
  }) => `${b.accountId}|${b.securityId}|${String(b.startDate)}|${String(b.difference)}`;
  const recomputed = reconcile(trades, holdings).map((b) => `${key(b)}|${b.endDate}`);
  expect(listed.map((d) => `${key(d)}|${d.asOfDate}`).sort()).toEqual(recomputed.sort());
}

/** The overview's client totals against the lines of each case's latest completed run. */
async function checkLosses(clientId: string): Promise<void> {
  const overview = (await ok('/loss-overview', { clientId })) as LossOverview;
  const runs = await listAll<LossRun>('/loss-runs', { status: 'completed' });
  const latest = new Map<string, LossRun>();
  for (const r of runs) {
    const seen = latest.get(r.caseId);
    const later =
      !seen ||
      (r.finishedAt ?? '') > (seen.finishedAt ?? '') ||
      ((r.finishedAt ?? '') === (seen.finishedAt ?? '') && r.id > seen.id);
    if (later) latest.set(r.caseId, r);
  }
  let fifoNet = 0;
  for (const r of latest.values()) {
    const lines = await listAll<LossResult>(`/loss-runs/${r.id}/results`, { clientId });
    fifoNet += lines.reduce((sum, l) => sum + l.fifoNet, 0);
  }
  const row = overview.byClient.find((c) => c.clientId === clientId);
  expect(row?.fifoNet ?? 0).toBe(fifoNet);
}

async function checkClient(clientId: string): Promise<void> {
  const trades = await listAll<Trade>('/trades', { clientId });
  await checkReports(clientId, trades);
  await checkTotals(clientId, trades);
  await checkDiscrepancies(clientId, trades);
  await checkLosses(clientId);
  await ok('/scorecards', { by: 'client' });
  await ok('/13f/losses');
  await ok('/security-drops');
}

describe('derived views under random writes', () => {
  it("should answer a client's annual report after its trade file is ingested and undone", async () => {
    const made = await startingPoint();
    await ingest(made, { kind: 'ingest', client: 0, account: 0, count: 5, seed: 9_001 });
    await undo(made, made.ingested.length - 1);
    await checkClient(CLIENTS[0]);
  }, 60_000);

  it('should answer 2xx and agree with a recomputation after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const made = await startingPoint();
        for (const s of steps) {
          await apply(made, s);
          for (const clientId of CLIENTS) await checkClient(clientId);
        }
      }),
      { numRuns: 6 },
    );
  }, 240_000);
});

async function startingPoint(): Promise<Made> {
  const accounts = new Map<string, Account[]>();
  for (const clientId of CLIENTS)
    accounts.set(clientId, await listAll<Account>('/accounts', { clientId }));
  return { accounts, ingested: [], cases: [], accountSeq: 0 };
}
