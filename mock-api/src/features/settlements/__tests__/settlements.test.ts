/**
 * Settlements and claims over HTTP: a settlement generates a claim for every client that traded
 * an eligible security in its class period, with the recognized loss and lot trail; dates out
 * of order, fees over the fund and unknown records are 422; a plan change recomputes the claims
 * and keeps the status of those past eligible; claims move only as the process allows, each
 * move recording what it needs and its history; a payment is checked against the expected one;
 * a client-scoped user sees only their clients' claims and totals; all of it kept across a
 * restart, and its deadlines on the calendar.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  CalendarEvent,
  Claim,
  ErrorResponse,
  ListResponse,
  Settlement,
  SettlementCreate,
} from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { settlementBody, SETTLED_CASE } from './settlement-body.ts';

let api: TestApi;
const dataFile = path.join(
  mkdtempSync(path.join(tmpdir(), 'mock-api-settlements-')),
  'data.sqlite',
);
beforeAll(async () => {
  api = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
}, 60_000);

async function add(over: Partial<SettlementCreate> = {}): Promise<Settlement> {
  const res = await api
    .as('staff')
    .post('/api/v1/settlements')
    .send(settlementBody(api.store, over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Settlement;
}
async function claimsOf(settlementId: string, as: 'staff' | 'viewer' = 'staff') {
  const res = await api.as(as).get('/api/v1/claims').query({ settlementId, pageSize: 100 });
  expect(res.status).toBe(200);
  return (res.body as ListResponse<Claim>).items;
}
const move = (id: string, body: object, as: 'staff' | 'viewer' = 'staff') =>
  api.as(as).put(`/api/v1/claims/${id}/status`).send(body);
const fieldsOf = (body: unknown) =>
  ((body as ErrorResponse).error.details ?? []).map((d) => d.field);

/** Clients with a trade of the security in the period, read off the store's trades. */
function tradingClients(securityId: string, start: string, end: string): string[] {
  const clients = new Set<string>();
  for (const t of api.store.trades.positions) {
    if (t && t.securityId === securityId && t.tradeDate >= start && t.tradeDate <= end)
      clients.add(api.store.accounts.get(t.accountId)!.clientId);
  }
  return [...clients].sort();
}

describe('adding a settlement', () => {
  it('should generate a claim for every client that traded an eligible security in its class period', async () => {
    const s = await add();
    const claims = await claimsOf(s.id);
    const c = api.store.cases.get(SETTLED_CASE)!;
    const expected = tradingClients(c.securityIds[0]!, c.classPeriodStart, c.classPeriodEnd);
    expect(expected.length).toBeGreaterThan(2);
    expect(claims.map((x) => x.clientId).sort()).toEqual(expected);
    for (const claim of claims) {
      expect(claim).toMatchObject({ status: 'eligible', settlementName: s.name, caseId: c.id });
      expect(claim.recognizedLoss).toBe(claim.positions.reduce((sum, p) => sum + p.amount, 0));
      for (const p of claim.positions)
        expect(p.lots.reduce((sum, l) => sum + l.amount, 0)).toBeGreaterThanOrEqual(p.amount);
    }
    expect(claims.some((x) => x.recognizedLoss > 0)).toBe(true);
    expect(claims[0]!.positions[0]!.lots[0]!.explanation).toMatch(/× \d+ sh = \$/);
    expect(s).toMatchObject({
      netFund: 20_000_000_00 - 5_000_000_00 - 400_000_00,
      claimCounts: { eligible: claims.length, filed: 0 },
      recognizedTotal: claims.reduce((sum, x) => sum + x.recognizedLoss, 0),
    });
  });

  it('should refuse dates out of order and fees over the fund, naming each field', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/settlements')
      .send(
        settlementBody(api.store, {
          fairnessHearingOn: '2026-08-01',
          finalApprovalOn: '2026-07-01',
          feesAwarded: 19_900_000_00,
        }),
      );
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual([
      'optOutDeadline',
      'objectionDeadline',
      'finalApprovalOn',
      'feesAwarded',
    ]);
  });

  it('should refuse an unknown case or security with 422 and overlapping inflation ranges with 400', async () => {
    const before = api.store.settlements.all().length;
    const body = settlementBody(api.store);
    const noCase = await api
      .as('staff')
      .post('/api/v1/settlements')
      .send({ ...body, caseId: 'CA-9999' });
    expect(noCase.status).toBe(422);
    const table = body.securities[0]!;
    const noSecurity = await api
      .as('staff')
      .post('/api/v1/settlements')
      .send({ ...body, securities: [{ ...table, securityId: 'SE-9999' }] });
    expect(noSecurity.status).toBe(422);
    expect(fieldsOf(noSecurity.body)).toEqual(['securities.0.securityId']);
    const overlapping = [
      { from: '2023-10-12', to: '2024-01-31', perShare: 6 },
      { from: '2024-01-15', to: null, perShare: 3 },
    ];
    const bad = await api
      .as('staff')
      .post('/api/v1/settlements')
      .send({ ...body, securities: [{ ...table, inflation: overlapping }] });
    expect(bad.status).toBe(400);
    expect(api.store.settlements.all().length).toBe(before);
  });

  it('should put its claim, opt-out and objection deadlines and its hearing on the calendar', async () => {
    const s = await add({ name: 'Settlement with the auditors' });
    const res = await api
      .as('viewer')
      .get('/api/v1/calendar/events')
      .query({ kind: 'settlement_deadline', caseId: SETTLED_CASE, pageSize: 100 });
    const mine = (res.body as ListResponse<CalendarEvent>).items.filter((e) =>
      e.id.startsWith(`${s.id}-`),
    );
    expect(mine.map((e) => [e.date, e.title])).toEqual([
      ['2026-09-01', 'Opt-out deadline: Settlement with the auditors'],
      ['2026-09-01', 'Objection deadline: Settlement with the auditors'],
      ['2026-09-22', 'Fairness hearing: Settlement with the auditors'],
      ['2026-11-20', 'Claim deadline: Settlement with the auditors'],
    ]);
    expect(mine.every((e) => e.settlementId === s.id)).toBe(true);
  });
});

describe('editing a settlement', () => {
  it('should refuse fees over the fund and a range ending before it starts, and move its deadline on the calendar', async () => {
    const s = await add({ name: 'Settlement to edit' });
    const over = await api
      .as('staff')
      .patch(`/api/v1/settlements/${s.id}`)
      .send({ feesAwarded: s.grossFund, expensesAwarded: 1 });
    expect(over.status).toBe(422);
    expect(fieldsOf(over.body)).toEqual(['feesAwarded']);
    const table = s.securities[0]!;
    const backwards = await api
      .as('staff')
      .patch(`/api/v1/settlements/${s.id}`)
      .send({
        securities: [
          { ...table, inflation: [{ from: '2024-02-01', to: '2024-01-01', perShare: 2 }] },
        ],
      });
    expect(backwards.status).toBe(400);
    expect(fieldsOf(backwards.body)).toEqual(['securities.0.inflation.0.to']);
    const refused = await api
      .as('viewer')
      .patch(`/api/v1/settlements/${s.id}`)
      .send({ claimDeadline: '2027-01-15' });
    expect(refused.status).toBe(403);

    const moved = await api
      .as('staff')
      .patch(`/api/v1/settlements/${s.id}`)
      .send({ claimDeadline: '2027-01-15' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const events = await api
      .as('staff')
      .get('/api/v1/calendar/events')
      .query({ kind: 'settlement_deadline', caseId: SETTLED_CASE, pageSize: 100 });
    const claim = (events.body as ListResponse<CalendarEvent>).items.find(
      (e) => e.id === `${s.id}-CD`,
    );
    expect(claim).toMatchObject({ date: '2027-01-15', settlementId: s.id, done: false });
  });
});

describe('changing the plan', () => {
  it('should recompute every claim and keep the status of a claim past eligible', async () => {
    const s = await add();
    const [first, ...rest] = (await claimsOf(s.id)).filter((c) => c.recognizedLoss > 0);
    const filed = await move(first!.id, {
      status: 'filed',
      filedOn: '2026-07-01',
      claimNumber: 'EP-1',
    });
    expect(filed.status).toBe(200);
    // A cap of one cent a share: every lot is worth at most $0.01 a share now.
    const res = await api
      .as('staff')
      .patch(`/api/v1/settlements/${s.id}`)
      .send({ perShareCap: 0.01 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = new Map((await claimsOf(s.id)).map((c) => [c.id, c]));
    const kept = after.get(first!.id)!;
    expect(kept).toMatchObject({ status: 'filed', claimNumber: 'EP-1', filedOn: '2026-07-01' });
    for (const claim of [kept, ...rest.map((c) => after.get(c.id)!)]) {
      const shares = claim.positions.flatMap((p) => p.lots).reduce((sum, l) => sum + l.quantity, 0);
      expect(claim.recognizedLoss).toBeLessThanOrEqual(Math.round(shares));
      expect(claim.positions.flatMap((p) => p.lots).every((l) => l.perShare <= 0.01)).toBe(true);
    }
    expect((res.body as Settlement).recognizedTotal).toBe(
      [...after.values()].reduce((sum, c) => sum + c.recognizedLoss, 0),
    );
  });
});

describe('moving a claim', () => {
  it('should file it, record a deficiency, file it again, accept it and record the payment, with its history', async () => {
    const s = await add();
    const claim = (await claimsOf(s.id))[0]!;
    const noNumber = await move(claim.id, { status: 'filed', filedOn: '2026-07-01' });
    expect(noNumber.status).toBe(400);
    expect(fieldsOf(noNumber.body)).toContain('claimNumber');
    const steps = [
      { status: 'in_preparation' },
      { status: 'filed', filedOn: '2026-07-01', claimNumber: 'EP-778812' },
      { status: 'deficient', reason: 'Missing brokerage statements', cureBy: '2026-08-15' },
      { status: 'filed', filedOn: '2026-08-10', claimNumber: 'EP-778812', note: 'Statements sent' },
      { status: 'accepted' },
    ];
    for (const step of steps) expect((await move(claim.id, step)).status).toBe(200);
    const read = (await api.as('staff').get(`/api/v1/claims/${claim.id}`)).body as Claim;
    expect(read).toMatchObject({ status: 'accepted', filedOn: '2026-08-10', deficiency: null });
    expect(read.history.map((h) => [h.status, h.note, h.by])).toEqual([
      ['eligible', expect.stringMatching(/^Generated/), 'system'],
      ['in_preparation', '', 'staff'],
      ['filed', 'Filed on 2026-07-01, claim number EP-778812', 'staff'],
      ['deficient', 'Deficient: Missing brokerage statements; cure by 2026-08-15', 'staff'],
      ['filed', 'Filed on 2026-08-10, claim number EP-778812. Statements sent', 'staff'],
      ['accepted', '', 'staff'],
    ]);
    const audit = await api.as('admin').get(`/api/v1/history/claim/${claim.id}`);
    expect((audit.body as ListResponse<AuditEntry>).items.length).toBe(steps.length);
  });

  it('should refuse a move the process does not allow with 409 saying which moves are', async () => {
    const s = await add();
    const claim = (await claimsOf(s.id))[0]!;
    const res = await move(claim.id, { status: 'paid', paidOn: '2027-01-10', amount: 100 });
    expect(res.status).toBe(409);
    expect((res.body as ErrorResponse).error.message).toContain(
      'A claim that is Eligible cannot become Paid: it can move to In preparation, Filed',
    );
    expect(((await api.as('staff').get(`/api/v1/claims/${claim.id}`)).body as Claim).status).toBe(
      'eligible',
    );
  });

  it('should check a payment against the share of the net fund the distribution report gives', async () => {
    const s = await add({ paymentTolerance: 1_00 });
    const claim = (await claimsOf(s.id)).find((c) => c.recognizedLoss > 0)!;
    // The report's total: ten times this claim's loss, so it expects a tenth of the net fund.
    const total = claim.recognizedLoss * 10;
    await api.as('staff').patch(`/api/v1/settlements/${s.id}`).send({ distributionTotal: total });
    const expected = Math.round(s.netFund / 10);
    const read = (await api.as('staff').get(`/api/v1/claims/${claim.id}`)).body as Claim;
    expect(read.expectedPayment).toBe(expected);
    for (const step of [
      { status: 'filed', filedOn: '2026-07-01', claimNumber: 'EP-5' },
      { status: 'accepted' },
    ])
      await move(claim.id, step);
    const paid = await move(claim.id, {
      status: 'paid',
      paidOn: '2027-02-01',
      amount: expected - 250_00,
    });
    expect(paid.status).toBe(200);
    expect((paid.body as Claim).payment).toEqual({
      paidOn: '2027-02-01',
      amount: expected - 250_00,
      expected,
      difference: -250_00,
      flagged: true,
    });
    expect((paid.body as Claim).history.at(-1)!.note).toContain('$250.00 under the expected');
  });
});

describe('a client-scoped user', () => {
  it("should see only their clients' claims, and totals of those alone", async () => {
    const s = await add();
    const all = await claimsOf(s.id);
    const viewerClients = new Set(['CL-0001', 'CL-0002']);
    const theirs = all.filter((c) => viewerClients.has(c.clientId));
    const others = all.filter((c) => !viewerClients.has(c.clientId));
    expect(theirs.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    expect((await claimsOf(s.id, 'viewer')).map((c) => c.id).sort()).toEqual(
      theirs.map((c) => c.id).sort(),
    );
    const seen = (await api.as('viewer').get(`/api/v1/settlements/${s.id}`)).body as Settlement;
    expect(seen.claimCounts.eligible).toBe(theirs.length);
    expect(seen.recognizedTotal).toBe(theirs.reduce((sum, c) => sum + c.recognizedLoss, 0));
    expect((await api.as('viewer').get(`/api/v1/claims/${others[0]!.id}`)).status).toBe(404);
    expect((await move(theirs[0]!.id, { status: 'in_preparation' }, 'viewer')).status).toBe(403);
  });
});

describe('settlements across a restart', () => {
  it('should keep the settlement and its claims with their statuses', async () => {
    const s = await add();
    const claim = (await claimsOf(s.id))[0]!;
    const moved = await move(claim.id, { status: 'in_preparation' });
    const second = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    expect((await second.as('staff').get(`/api/v1/claims/${claim.id}`)).body).toEqual(moved.body);
    expect((await second.as('staff').get(`/api/v1/settlements/${s.id}`)).body).toMatchObject({
      id: s.id,
      claimCounts: { in_preparation: 1 },
    });
  }, 60_000);
});
