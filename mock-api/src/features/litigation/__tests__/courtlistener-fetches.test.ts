/**
 * Fetching a docket's entries from CourtListener over HTTP, against a local server replaying
 * CourtListener's REST API v4 (tests/fixtures/courtlistener): two cursor pages merged in one
 * write, nothing added the second time, and each way it fails (a refused token with
 * CourtListener's own words, a `next` to another host, a broken page, a rate limit, a docket
 * CourtListener lacks, no token at all) leaving the docket as it was; a second fetch of a
 * docket while one is under way refused with 409. The token goes nowhere
 * but the replay server and into no log line.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CourtListenerFetch,
  Docket,
  DocketEntry,
  ErrorResponse,
  Integrations,
  ListResponse,
} from '@backoffice/core/api';
import {
  REPLAYED_DOCKET,
  startCourtListenerReplay,
  type CourtListenerReplay,
} from '@backoffice/core/testing';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let replay: CourtListenerReplay;
let api: TestApi;
const logs: string[] = [];

beforeAll(async () => {
  replay = await startCourtListenerReplay();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  api = await startTestApi(
    { COURTLISTENER_API_TOKEN: replay.token, COURTLISTENER_BASE_URL: replay.baseUrl },
    { logger: pino({ level: 'debug' }, sink) },
  );
}, 60_000);

afterAll(async () => {
  await replay.close();
});

async function newDocket(on: TestApi, court: string, docketNumber: string): Promise<Docket> {
  const res = await on
    .as('staff')
    .post('/api/v1/dockets')
    .send({ caseId: 'CA-0005', court, docketNumber });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Docket;
}

/** Queues a fetch of the docket and waits for its job to end. */
async function fetched(on: TestApi, docketId: string): Promise<CourtListenerFetch> {
  const res = await on.as('staff').post(`/api/v1/dockets/${docketId}/courtlistener-fetches`);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const queued = res.body as CourtListenerFetch;
  expect(queued).toMatchObject({ docketId, state: 'queued', requestedBy: 'staff', error: null });
  let last = queued;
  await expect
    .poll(
      async () => {
        const got = await on.as('viewer').get(`/api/v1/courtlistener-fetches/${queued.id}`);
        last = got.body as CourtListenerFetch;
        return last.state;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^(done|failed)$/);
  return last;
}

async function entriesOf(on: TestApi, id: string): Promise<DocketEntry[]> {
  const res = await on
    .as('viewer')
    .get(`/api/v1/dockets/${id}/entries?pageSize=100&sort=filedOn:asc`);
  return (res.body as ListResponse<DocketEntry>).items;
}

const docketOf = async (on: TestApi, id: string) =>
  (await on.as('viewer').get(`/api/v1/dockets/${id}`)).body as Docket;

describe('fetching a docket from CourtListener', () => {
  let docket: Docket;
  beforeAll(async () => {
    docket = await newDocket(api, REPLAYED_DOCKET.court, REPLAYED_DOCKET.docketNumber);
  });

  it('should say the feature is configured, and how often the schedule fetches', async () => {
    const res = await api.as('viewer').get('/api/v1/integrations');
    expect(res.status).toBe(200);
    expect(res.body as Integrations).toEqual({
      courtListener: { configured: true, scheduleMinutes: 1440 },
    });
  });

  it('should refuse a next page on another host, keeping nothing of the first page', async () => {
    const page1 = {
      next: 'https://evil.example/api/rest/v4/docket-entries/?cursor=abc',
      results: [{ entry_number: 1, date_filed: '2016-04-21', description: 'COMPLAINT' }],
    };
    replay.answer('docket-entries/', { status: 200, body: page1 }, false);
    const before = replay.requests.length;
    const fetch = await fetched(api, docket.id);
    expect(fetch.state).toBe('failed');
    expect(fetch.error).toContain('https://evil.example');
    expect(fetch.error).toContain('not followed');
    expect(fetch.retriable).toBe(false);
    expect(replay.requests.slice(before).map((r) => r.path.split('?')[0])).toEqual([
      '/api/rest/v4/dockets/',
      '/api/rest/v4/docket-entries/',
    ]);
    expect(await entriesOf(api, docket.id)).toEqual([]);
  });

  it('should fail on a page that is not JSON and leave the docket unchanged', async () => {
    replay.answer('docket-entries/', { status: 200, body: '<html>Maintenance</html>' }, true);
    const fetch = await fetched(api, docket.id);
    expect(fetch).toMatchObject({ state: 'failed', retriable: false });
    expect(fetch.error).toMatch(/not JSON/);
    expect(await entriesOf(api, docket.id)).toEqual([]);
    expect((await docketOf(api, docket.id)).entryCount).toBe(0);
  });

  it('should fail on an answer of the wrong shape, saying so', async () => {
    replay.answer(
      'docket-entries/',
      { status: 200, body: { results: [{ entry_number: 'one' }] } },
      true,
    );
    const fetch = await fetched(api, docket.id);
    expect(fetch.error).toMatch(/not a page of docket entries/);
    expect(await entriesOf(api, docket.id)).toEqual([]);
  });

  it('should fail as rate limited, retriable, saying when to retry', async () => {
    replay.answer('dockets/', {
      status: 429,
      body: { detail: 'Request was throttled. Expected available in 120 seconds.' },
      headers: { 'retry-after': '120' },
    });
    const fetch = await fetched(api, docket.id);
    expect(fetch).toMatchObject({ state: 'failed', retriable: true });
    expect(fetch.error).toContain('rate limited');
    expect(fetch.error).toContain('retry after 120 seconds');
  });

  it('should merge both pages of entries in one go', async () => {
    const before = replay.requests.length;
    const fetch = await fetched(api, docket.id);
    expect(fetch, fetch.error ?? '').toMatchObject({
      state: 'done',
      courtListenerDocketId: REPLAYED_DOCKET.courtListenerId,
      pagesRead: 2,
      entriesRead: REPLAYED_DOCKET.entries,
      entriesAdded: REPLAYED_DOCKET.entries,
      entriesUnchanged: 0,
      entriesUndated: 0,
      error: null,
    });
    expect(replay.requests.length - before).toBe(3);
    const entries = await entriesOf(api, docket.id);
    expect(entries.map((e) => [e.number, e.filedOn, e.documentType])).toEqual([
      [1, '2016-04-21', 'complaint'],
      [2, '2016-04-21', 'other'],
      [3, '2016-04-25', 'notice'],
      [null, '2016-06-01', 'other'],
      [4, '2016-06-20', 'other'],
    ]);
    expect(entries.at(-1)?.description).toBe('Answer to Complaint');
    expect(await docketOf(api, docket.id)).toMatchObject({
      entryCount: 5,
      lastFilingOn: '2016-06-20',
    });
  });

  it('should add nothing when fetched again', async () => {
    const fetch = await fetched(api, docket.id);
    expect(fetch).toMatchObject({ state: 'done', entriesAdded: 0, entriesUnchanged: 5 });
    expect(await entriesOf(api, docket.id)).toHaveLength(5);
  });

  it("should list the docket's fetches, the latest first", async () => {
    const res = await api.as('viewer').get(`/api/v1/dockets/${docket.id}/courtlistener-fetches`);
    const page = res.body as ListResponse<CourtListenerFetch>;
    expect(page.total).toBe(6);
    expect(page.items[0]).toMatchObject({ state: 'done', entriesAdded: 0 });
  });

  it('should refuse a second fetch of the docket with 409 while the first is under way', async () => {
    const held = replay.hold('docket-entries/');
    const first = await api.as('staff').post(`/api/v1/dockets/${docket.id}/courtlistener-fetches`);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const { id } = first.body as CourtListenerFetch;
    // The first fetch is now surely running: CourtListener has its request and has not answered.
    await held.arrived;
    const second = await api.as('staff').post(`/api/v1/dockets/${docket.id}/courtlistener-fetches`);
    expect(second.status).toBe(409);
    expect((second.body as ErrorResponse).error.message).toBe(
      `Docket ${docket.id} is already being fetched from CourtListener (fetch ${id}, running): wait for it to finish`,
    );
    held.release();
    await expect
      .poll(
        async () =>
          (
            (await api.as('viewer').get(`/api/v1/courtlistener-fetches/${id}`))
              .body as CourtListenerFetch
          ).state,
        { timeout: 15_000 },
      )
      .toBe('done');
    const again = await fetched(api, docket.id);
    expect(again).toMatchObject({ state: 'done', entriesAdded: 0 });
  });

  it('should fail naming court and number when CourtListener has no such docket', async () => {
    const other = await newDocket(api, 'S.D.N.Y.', '1:26-cv-97210');
    const fetch = await fetched(api, other.id);
    expect(fetch).toMatchObject({ state: 'failed', retriable: false });
    expect(fetch.error).toBe('CourtListener has no docket 1:26-cv-97210 in court nysd');
  });

  it('should refuse a docket whose court is no district court, at once', async () => {
    const other = await newDocket(api, 'Delaware Court of Chancery', '1:26-cv-97211');
    const res = await api.as('staff').post(`/api/v1/dockets/${other.id}/courtlistener-fetches`);
    expect(res.status).toBe(422);
    expect((res.body as ErrorResponse).error.message).toMatch(/no federal district court/);
  });

  it('should send the token to the replay server only, and log it nowhere', () => {
    expect(replay.requests.length).toBeGreaterThan(0);
    for (const r of replay.requests) expect(r.authorization).toBe(`Token ${replay.token}`);
    expect(logs.join('\n')).not.toContain(replay.token);
    expect(logs.join('\n')).toContain('CourtListener fetch merged');
  });
});

describe('a token CourtListener refuses', () => {
  let refused: TestApi;
  beforeAll(async () => {
    refused = await startTestApi({
      COURTLISTENER_API_TOKEN: 'not-a-real-token',
      COURTLISTENER_BASE_URL: replay.baseUrl,
    });
  }, 60_000);

  it("should fail the fetch quoting CourtListener's answer, the docket unchanged", async () => {
    const docket = await newDocket(refused, REPLAYED_DOCKET.court, REPLAYED_DOCKET.docketNumber);
    const fetch = await fetched(refused, docket.id);
    expect(fetch).toMatchObject({ state: 'failed', retriable: false });
    expect(fetch.error).toContain('"Invalid token." (HTTP 401)');
    expect(fetch.error).toContain('COURTLISTENER_API_TOKEN');
    expect(await entriesOf(refused, docket.id)).toEqual([]);
  });
});

describe('CourtListener out of reach', () => {
  let away: TestApi;
  beforeAll(async () => {
    // The test API's own CourtListener address, where nothing listens.
    away = await startTestApi();
  }, 60_000);

  it('should fail the fetch as retriable', async () => {
    const docket = await newDocket(away, REPLAYED_DOCKET.court, REPLAYED_DOCKET.docketNumber);
    const fetch = await fetched(away, docket.id);
    expect(fetch).toMatchObject({ state: 'failed', retriable: true });
    expect(fetch.error).toMatch(/could not be reached.*try again later/);
  });
});

describe('without a CourtListener token', () => {
  let off: TestApi;
  beforeAll(async () => {
    off = await startTestApi({ COURTLISTENER_API_TOKEN: '' });
  }, 60_000);

  it('should say the feature is not configured', async () => {
    const res = await off.as('viewer').get('/api/v1/integrations');
    expect(res.body as Integrations).toEqual({
      courtListener: { configured: false, scheduleMinutes: null },
    });
  });

  it('should refuse a fetch with 409 saying which variable to set', async () => {
    const res = await off.as('staff').post('/api/v1/dockets/DK-0001/courtlistener-fetches');
    expect(res.status).toBe(409);
    const { message } = (res.body as ErrorResponse).error;
    expect(message).toContain('COURTLISTENER_API_TOKEN');
    expect(message).toContain('courtlistener.com');
    expect(off.store.courtListenerFetches.all()).toEqual([]);
  });

  it('should refuse a fetch by a read-only user with 403', async () => {
    const res = await api.as('viewer').post('/api/v1/dockets/DK-0001/courtlistener-fetches');
    expect(res.status).toBe(403);
  });
});
