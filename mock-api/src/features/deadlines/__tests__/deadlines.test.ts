/**
 * Deadline records over HTTP: added from a built-in rule and a trigger (the date counted by
 * core) or by hand, a custom rule refused with 422 when its numbers make no sense, a trigger's
 * dry run listing the moves and writing nothing before the real change moves them, done /
 * waived / reopened, every write in the record's history, the list's filters, the case's next
 * deadline and the calendar fed by the records, and all of it kept across a restart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  Case,
  CalendarEvent,
  DeadlineRecord,
  DeadlineRuleRecord,
  DeadlineTriggerMoves,
  ErrorResponse,
  ListResponse,
} from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-deadlines-')), 'data.sqlite');
beforeAll(async () => {
  api = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
}, 60_000);

const userId = (username: string) => api.store.users.all().find((u) => u.username === username)!.id;
const notice = { kind: 'event', event: 'notice published', date: '2026-01-26' } as const;

async function add(body: Record<string, unknown>): Promise<DeadlineRecord> {
  const res = await api.as('staff').post('/api/v1/deadlines').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as DeadlineRecord;
}
const leadPlaintiffDeadlines = async (caseId: string) => [
  await add({ caseId, ruleId: 'pslra-lead-plaintiff-motion', trigger: notice }),
  await add({ caseId, ruleId: 'pslra-lead-plaintiff-appointment', trigger: notice }),
];
const get = async (id: string) =>
  (await api.as('viewer').get(`/api/v1/deadlines/${id}`)).body as DeadlineRecord;
const detailsOf = (body: unknown) => (body as ErrorResponse).error.details ?? [];

describe('adding a deadline', () => {
  it('should count it from a built-in rule and its trigger, owned by the caller', async () => {
    const d = await add({
      caseId: 'CA-0003',
      ruleId: 'pslra-early-notice',
      trigger: { kind: 'event', event: 'complaint filed', date: '2026-01-05' },
    });
    // 20 days after Monday 2026-01-05 is Sunday 01-25: the notice is due Monday 01-26.
    expect(d).toMatchObject({
      caseId: 'CA-0003',
      caseCaption: api.store.cases.get('CA-0003')!.caption,
      title: 'PSLRA early notice published',
      ruleId: 'pslra-early-notice',
      ruleName: 'PSLRA early notice published',
      dueOn: '2026-01-26',
      ownerId: userId('staff'),
      state: 'open',
    });
    expect(await get(d.id)).toEqual(d);
  });

  it("should take a docket entry's date filed as the trigger's date", async () => {
    const entry = api.store.docketEntries.all()[0]!;
    const caseId = api.store.dockets.get(entry.docketId)!.caseId;
    const d = await add({
      caseId,
      ruleId: 'frcp-answer',
      trigger: { kind: 'docketEntry', docketEntryId: entry.id },
      service: 'mail',
      ownerId: userId('viewer'),
    });
    expect(d.trigger).toEqual({
      kind: 'docketEntry',
      docketEntryId: entry.id,
      date: entry.filedOn,
    });
    expect(d.docketId).toBe(entry.docketId);
    expect(d.ownerName).toBe(api.store.users.get(userId('viewer'))!.displayName);
  });

  it('should keep a date set by hand', async () => {
    const d = await add({ caseId: 'CA-0004', title: 'Call the client', dueOn: '2026-12-01' });
    expect(d).toMatchObject({ ruleId: null, trigger: null, dueOn: '2026-12-01' });
  });

  it('should refuse what cannot make a deadline, naming the field', async () => {
    const post = (body: object) => api.as('staff').post('/api/v1/deadlines').send(body);
    const noTrigger = await post({ caseId: 'CA-0004', ruleId: 'frcp-answer' });
    expect(noTrigger.status).toBe(400);
    expect(detailsOf(noTrigger.body)[0]?.field).toBe('trigger');
    const unknownRule = await post({ caseId: 'CA-0004', ruleId: 'no-such-rule', trigger: notice });
    expect(unknownRule.status).toBe(422);
    expect(detailsOf(unknownRule.body)[0]?.field).toBe('ruleId');
    const foreignEntry = api.store.docketEntries
      .all()
      .find((e) => api.store.dockets.get(e.docketId)!.caseId !== 'CA-0004')!;
    const wrongEntry = await post({
      caseId: 'CA-0004',
      ruleId: 'frcp-answer',
      trigger: { kind: 'docketEntry', docketEntryId: foreignEntry.id },
    });
    expect(wrongEntry.status).toBe(422);
    expect((wrongEntry.body as ErrorResponse).error.message).toContain('not of case CA-0004');
    const nobody = await post({
      caseId: 'CA-0004',
      title: 'x',
      dueOn: '2026-12-01',
      ownerId: 'US-none',
    });
    expect(detailsOf(nobody.body)[0]?.field).toBe('ownerId');
  });

  it('should refuse a viewer, who may not write', async () => {
    const res = await api.as('viewer').post('/api/v1/deadlines').send({
      caseId: 'CA-0004',
      title: 'x',
      dueOn: '2026-12-01',
    });
    expect(res.status).toBe(403);
  });
});

describe("staff's rules", () => {
  it('should list the built-in rules with their authorities, then add and count with a custom one', async () => {
    const rules = (await api.as('viewer').get('/api/v1/deadline-rules')).body as {
      items: DeadlineRuleRecord[];
    };
    expect(rules.items.find((r) => r.id === 'pslra-early-notice')).toMatchObject({
      days: 20,
      builtIn: true,
      authority: '15 U.S.C. 78u-4(a)(3)(A)(i)',
    });
    const made = await api.as('staff').post('/api/v1/deadline-rules').send({
      name: 'Sur-reply due',
      trigger: 'the reply is served',
      days: 2,
      unit: 'weeks',
      direction: 'after',
      service: 'mail',
      court: 'D. Del.',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const rule = made.body as DeadlineRuleRecord;
    const d = await add({
      caseId: 'CA-0005',
      ruleId: rule.id,
      trigger: { kind: 'event', event: 'reply served', date: '2026-03-02' },
    });
    // 14 days after Monday 03-02 is 03-16, and 3 mail days make Thursday 03-19.
    expect(d).toMatchObject({ dueOn: '2026-03-19', ruleName: 'Sur-reply due' });
    const changed = await api
      .as('staff')
      .patch(`/api/v1/deadline-rules/${rule.id}`)
      .send({ days: 3 });
    expect(changed.body).toMatchObject({ days: 3, unit: 'weeks' });
  });

  it('should refuse with 422 a rule whose numbers make no sense, saying why', async () => {
    const base = { name: 'Odd', trigger: 'something', direction: 'after' };
    const post = (body: object) => api.as('staff').post('/api/v1/deadline-rules').send(body);
    for (const [body, message] of [
      [{ ...base, days: -5 }, 'at least 1 day'],
      [{ ...base, days: 0 }, 'at least 1 day'],
      [{ ...base, days: 1.5 }, 'whole number'],
      [{ ...base, days: 5000 }, 'at most 730 days'],
      [{ ...base, days: 10, direction: 'before', service: 'mail' }, 'Rule 6(d)'],
    ] as const) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((res.body as ErrorResponse).error.message).toContain(message);
    }
    const builtIn = await api
      .as('staff')
      .patch('/api/v1/deadline-rules/pslra-early-notice')
      .send({ days: 30 });
    expect(builtIn.status).toBe(422);
    expect((builtIn.body as ErrorResponse).error.message).toContain('built-in');
  });
});

describe("changing a deadline's trigger", () => {
  it('should list the moves in a dry run and write nothing, then move them for real', async () => {
    const [motions, appointment] = await leadPlaintiffDeadlines('CA-0006');
    const auditBefore = api.store.audit.all().length;
    const put = (dryRun: boolean) =>
      api
        .as('staff')
        .put(`/api/v1/deadlines/${motions!.id}/trigger${dryRun ? '?dryRun=true' : ''}`)
        .send({ trigger: { ...notice, date: '2026-02-02' } });
    const preview = await put(true);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const moves = (preview.body as DeadlineTriggerMoves).moves;
    expect(moves).toEqual([
      {
        deadlineId: motions!.id,
        title: motions!.title,
        from: '2026-03-27',
        to: '2026-04-03',
        days: 7,
      },
      {
        deadlineId: appointment!.id,
        title: appointment!.title,
        from: '2026-04-27',
        to: '2026-05-04',
        days: 7,
      },
    ]);
    expect(await get(motions!.id)).toEqual(motions);
    expect(await get(appointment!.id)).toEqual(appointment);
    expect(api.store.audit.all().length).toBe(auditBefore);

    const real = await put(false);
    expect(real.body).toMatchObject({ dryRun: false, moves });
    expect(await get(appointment!.id)).toMatchObject({
      dueOn: '2026-05-04',
      trigger: { ...notice, date: '2026-02-02' },
    });
  });

  it('should refuse to set the date of a ruled deadline by hand', async () => {
    const [motions] = await leadPlaintiffDeadlines('CA-0007');
    const res = await api
      .as('staff')
      .patch(`/api/v1/deadlines/${motions!.id}`)
      .send({ dueOn: '2026-04-01' });
    expect(res.status).toBe(422);
    expect(detailsOf(res.body)[0]?.field).toBe('dueOn');
  });
});

describe("a deadline's state and history", () => {
  it('should be done, reopened, waived, refuse a repeat, and record each change', async () => {
    const d = await add({ caseId: 'CA-0008', title: 'Serve the notice', dueOn: '2026-11-10' });
    const set = (state: string) =>
      api.as('staff').put(`/api/v1/deadlines/${d.id}/state`).send({ state });
    expect((await set('done')).body).toMatchObject({ state: 'done' });
    expect((await set('waived')).status).toBe(409);
    expect((await set('open')).body).toMatchObject({ state: 'open' });
    expect((await set('waived')).body).toMatchObject({ state: 'waived' });
    expect((await set('waived')).status).toBe(409);
    await api
      .as('staff')
      .patch(`/api/v1/deadlines/${d.id}`)
      .send({ title: 'Serve the notice by hand' });

    const history = await api.as('viewer').get(`/api/v1/history/deadline/${d.id}?pageSize=25`);
    expect(history.status).toBe(200);
    const entries = (history.body as ListResponse<AuditEntry>).items.reverse();
    expect(
      entries.map((e) => [e.operation, e.after?.['state'] ?? e.after?.['title'] ?? null]),
    ).toEqual([
      ['createDeadline', 'open'],
      ['setDeadlineState', 'done'],
      ['setDeadlineState', 'open'],
      ['setDeadlineState', 'waived'],
      ['updateDeadline', 'Serve the notice by hand'],
    ]);
    expect(entries[1]).toMatchObject({
      actorUsername: 'staff',
      before: { state: 'open' },
      after: { state: 'done' },
    });
  });
});

describe('the list, the case and the calendar', () => {
  it('should filter by case, owner, state and due range', async () => {
    const open = await add({ caseId: 'CA-0009', title: 'Early', dueOn: '2026-06-01' });
    const owned = await add({
      caseId: 'CA-0009',
      title: 'Late',
      dueOn: '2026-09-01',
      ownerId: userId('viewer'),
    });
    const done = await add({ caseId: 'CA-0009', title: 'Met', dueOn: '2026-07-01' });
    await api.as('staff').put(`/api/v1/deadlines/${done.id}/state`).send({ state: 'done' });
    const ids = async (query: string) =>
      (
        (await api.as('viewer').get(`/api/v1/deadlines?caseId=CA-0009&${query}`))
          .body as ListResponse<DeadlineRecord>
      ).items.map((d) => d.id);
    expect(await ids('sort=dueOn:asc')).toEqual([open.id, done.id, owned.id]);
    expect(await ids(`ownerId=${userId('viewer')}`)).toEqual([owned.id]);
    expect(await ids('state=open')).toEqual([open.id, owned.id]);
    expect(await ids('from=2026-06-15&to=2026-12-31')).toEqual([done.id, owned.id]);
    const bad = await api.as('viewer').get('/api/v1/deadlines?state=late');
    expect(bad.status).toBe(400);
  });

  it("should make the earliest open record the case's next, an overdue one included", async () => {
    const caseOf = async () => (await api.as('viewer').get('/api/v1/cases/CA-0010')).body as Case;
    expect((await caseOf()).nextDeadlineRecord).toBeNull();
    const later = await add({ caseId: 'CA-0010', title: 'Later', dueOn: '2027-01-10' });
    const missed = await add({ caseId: 'CA-0010', title: 'Missed', dueOn: '2025-01-10' });
    expect((await caseOf()).nextDeadlineRecord).toEqual({
      id: missed.id,
      title: 'Missed',
      dueOn: '2025-01-10',
    });
    await api.as('staff').put(`/api/v1/deadlines/${missed.id}/state`).send({ state: 'waived' });
    expect((await caseOf()).nextDeadlineRecord?.id).toBe(later.id);
    const listed = (await api.as('viewer').get('/api/v1/cases?q=CA-0010'))
      .body as ListResponse<Case>;
    expect(listed.items[0]?.nextDeadlineRecord?.id).toBe(later.id);
  });

  it('should show the records on the calendar, settled ones as done', async () => {
    const d = await add({ caseId: 'CA-0011', title: 'Calendar check', dueOn: '2026-08-14' });
    const events = async () =>
      (
        (
          await api
            .as('viewer')
            .get(
              '/api/v1/calendar/events?kind=court_deadline&from=2026-08-14&to=2026-08-14&pageSize=100',
            )
        ).body as ListResponse<CalendarEvent>
      ).items.filter((e) => e.id === d.id);
    expect(await events()).toEqual([
      expect.objectContaining({
        date: '2026-08-14',
        title: 'Calendar check',
        caseId: 'CA-0011',
        done: false,
      }),
    ]);
    await api.as('staff').put(`/api/v1/deadlines/${d.id}/state`).send({ state: 'done' });
    expect((await events())[0]?.done).toBe(true);
  });

  it('should refuse to delete a case that has deadlines', async () => {
    const made = await api
      .as('staff')
      .post('/api/v1/cases')
      .send({
        caption: 'In re Deadline Holder Securities Litigation',
        court: 'D. Del.',
        securityIds: ['SE-0001'],
        classPeriodStart: '2024-01-02',
        classPeriodEnd: '2024-06-28',
      });
    const caseId = (made.body as Case).id;
    await add({ caseId, title: 'Keep me', dueOn: '2026-12-01' });
    const res = await api.as('admin').delete(`/api/v1/cases/${caseId}`);
    expect(res.status).toBe(409);
  });
});

describe('deadlines across a restart', () => {
  it('should keep the records, their states and rules when the API starts again', async () => {
    const d = await add({ caseId: 'CA-0012', ruleId: 'frcp-answer', trigger: notice });
    const done = await api
      .as('staff')
      .put(`/api/v1/deadlines/${d.id}/state`)
      .send({ state: 'done' });
    expect(done.body).toMatchObject({ id: d.id, state: 'done' });
    const rules = (await api.as('viewer').get('/api/v1/deadline-rules')).body as unknown;
    const second = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    const read = await second.as('viewer').get(`/api/v1/deadlines/${d.id}`);
    expect(read.body).toEqual(done.body);
    expect((await second.as('viewer').get('/api/v1/deadline-rules')).body).toEqual(rules);
  }, 60_000);
});
