/**
 * closeApp stops everything the app runs on timers of its own (the notification sweeps, the
 * monthly reports, the new-suit feeds, the CourtListener schedule, the e-mail outbox, automatic
 * runs): once closed, nothing holds the app's store, which a collection then frees. Left
 * running, each of them kept the whole data set alive in a worker that runs many test files.
 */
import { setTimeout } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { closeTestApis, startTestApi } from '../testing/test-api.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A test API with every schedule on, closed; a weak reference to its store. */
async function closedStore(): Promise<WeakRef<object>> {
  const api = await startTestApi({
    MOCK_API_MONTHLY_REPORTS: 'on',
    // Nothing listens there: the first reading fails at once and the next is an hour away.
    MOCK_API_NEW_SUIT_FEEDS: 'http://127.0.0.1:9/feed.xml',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9',
    SMTP_FROM: 'back-office@example.com',
  });
  // A write: its sweep and the e-mail outbox's wake are scheduled after it commits.
  await api.as('staff').post('/api/v1/cases').send({}).expect(400);
  await closeTestApis();
  return new WeakRef(api.store);
}

/**
 * Whether the reference's target is collected. A deref keeps its target alive until the job it
 * runs in ends, so each collection runs in a job of its own, before that job's look.
 */
async function collected(ref: WeakRef<object>): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    await setTimeout(10);
    collectGarbage();
    if (ref.deref() === undefined) return true;
  }
  return false;
}

describe('closeApp', () => {
  it('should stop what the app runs on timers, so that its store can be collected', async () => {
    expect(await collected(await closedStore()), 'something still holds the store').toBe(true);
  });
});
