/**
 * Password guessing at `POST /api/v1/login`: after a few failures the account is locked for a
 * while (429 too_many_requests, Retry-After), even for the right password; the lock is short
 * and names no other account.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@backoffice/core/api';
import { ACCOUNT_RULE } from '@backoffice/core/server';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);

const login = (username: string, password: string) =>
  api.as('anonymous').post('/api/v1/login').send({ data: { username, password } });

describe('password guessing at the API sign-in', () => {
  it('should refuse the right password after 50 wrong ones, with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1)
      statuses.push((await login('admin', `guess-${String(i)}`)).status);
    expect(statuses.slice(0, ACCOUNT_RULE.freeFailures)).toEqual(
      Array<number>(ACCOUNT_RULE.freeFailures).fill(403),
    );
    expect(new Set(statuses.slice(ACCOUNT_RULE.freeFailures))).toEqual(new Set([429]));

    const right = await login('Admin', 'admin');
    expect(right.status).toBe(429);
    expect(right.headers.authorization).toBeUndefined();
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_RULE.maxLockMs / 1000);
    const { error } = errorResponseSchema.parse(right.body);
    expect(error.code).toBe('too_many_requests');
    expect(error.message).toMatch(/^Too many failed sign-ins\. Try again in \d+ seconds\.$/);
  });

  it('should still let another account sign in from the same address', async () => {
    expect((await login('staff', 'staff')).status).toBe(200);
  });
});
