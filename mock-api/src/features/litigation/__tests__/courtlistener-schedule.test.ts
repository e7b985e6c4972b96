/**
 * The schedule's choice of dockets: open dockets marked for it whose latest fetch is an interval
 * old (or that were never fetched), each queued once, by the system; its fetches then run
 * against the CourtListener replay like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourtListenerFetch, Docket } from '@backoffice/core/api';
import {
  REPLAYED_DOCKET,
  startCourtListenerReplay,
  type CourtListenerReplay,
} from '@backoffice/core/testing';
import { generateStore } from '../../../data/generate/index.ts';
import { storeWriter } from '../../../store/writer.ts';
import type { Store } from '../../../store/store.ts';
import { CourtListenerJobs } from '../courtlistener-jobs.ts';
import { queueDueFetches } from '../courtlistener-schedule.ts';

const DAY_MS = 24 * 3600_000;
let replay: CourtListenerReplay;
let store: Store;
let jobs: CourtListenerJobs;
const write = () => storeWriter(store);

beforeAll(async () => {
  replay = await startCourtListenerReplay();
  store = generateStore({ seed: 7, trades: 1000, asOf: '2026-10-30', users: [] });
  jobs = new CourtListenerJobs(store, write(), {
    token: replay.token,
    baseUrl: replay.baseUrl,
    intervalMs: DAY_MS,
  });
}, 60_000);

afterAll(async () => {
  await replay.close();
});

function docket(over: Partial<Docket>): Docket {
  const first = store.dockets.all()[0]!;
  return store.dockets.put({
    ...first,
    id: store.dockets.nextId(),
    court: REPLAYED_DOCKET.court,
    docketNumber: REPLAYED_DOCKET.docketNumber,
    status: 'open',
    entryCount: 0,
    lastFilingOn: null,
    courtListenerScheduled: true,
    ...over,
  });
}

const fetchesOf = (id: string): CourtListenerFetch[] =>
  store.courtListenerFetches.all().filter((f) => f.docketId === id);

describe('the CourtListener schedule', () => {
  it('should queue the marked open dockets that are due, once, as the system', async () => {
    const due = docket({});
    const unmarked = docket({ courtListenerScheduled: false, docketNumber: '1:16-cv-00746' });
    const closed = docket({ status: 'closed', docketNumber: '1:16-cv-00747' });
    const now = new Date('2026-11-27T12:00:00Z');
    const queued = queueDueFetches(store, jobs, now);
    expect(queued).toHaveLength(1);
    expect(fetchesOf(due.id)).toMatchObject([{ requestedBy: 'system' }]);
    expect(fetchesOf(unmarked.id)).toEqual([]);
    expect(fetchesOf(closed.id)).toEqual([]);

    // Its fetch runs against the replay like any other.
    await expect.poll(() => fetchesOf(due.id)[0]?.state, { timeout: 15_000 }).toBe('done');
    expect(store.dockets.get(due.id)?.entryCount).toBe(REPLAYED_DOCKET.entries);

    // Not again within the interval; again once it has passed.
    expect(queueDueFetches(store, jobs, new Date(now.getTime() + DAY_MS / 2))).toEqual([]);
    expect(queueDueFetches(store, jobs, new Date(now.getTime() + DAY_MS))).toHaveLength(1);
  });
});
