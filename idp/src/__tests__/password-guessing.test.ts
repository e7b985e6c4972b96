/**
 * Password guessing at the sign-in form: after a few failures the account is locked for a
 * while (429, Retry-After, a message on the form), even for the right password; the lock is
 * short and names no other account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_RULE } from '@backoffice/core/server';
import { DEMO_USERS } from '@backoffice/core/testing';
import { SignInFlow, startIdp, type RunningIdp } from '../testing/index.ts';

let idp: RunningIdp;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(() => idp.close());

describe('password guessing at the sign-in form', () => {
  it('should refuse the right password after 50 wrong ones, with 429 and Retry-After', async () => {
    const flow = await SignInFlow.start(idp.rp);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const result = await flow.submit({ username: 'admin', password: `guess-${String(i)}` });
      if (result.signedIn) throw new Error('a wrong password signed in');
      statuses.push(result.status);
    }
    expect(statuses.slice(0, ACCOUNT_RULE.freeFailures)).toEqual(
      Array<number>(ACCOUNT_RULE.freeFailures).fill(401),
    );
    expect(new Set(statuses.slice(ACCOUNT_RULE.freeFailures))).toEqual(new Set([429]));

    const right = await SignInFlow.start(idp.rp);
    const result = await right.submit(DEMO_USERS.admin);
    if (result.signedIn) throw new Error('the right password signed in during the lock');
    expect(result.status).toBe(429);
    const retryAfter = Number(result.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_RULE.maxLockMs / 1000);
    expect(result.html).toMatch(
      /<div class="error" id="login-error" role="alert">Too many failed sign-ins\. Try again in \d+ seconds\.<\/div>/,
    );
  });

  it('should still let another account sign in from the same address', async () => {
    const flow = await SignInFlow.start(idp.rp);
    const result = await flow.submit(DEMO_USERS.staff);
    expect(result.signedIn).toBe(true);
  });
});
