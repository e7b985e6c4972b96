import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_RULE,
  ADDRESS_RULE,
  SignInThrottle,
  throttledMessage,
  type SignInAttempt,
} from '../sign-in-throttle.ts';

function clocked() {
  let now = 1_000_000;
  const throttle = new SignInThrottle({ now: () => now });
  return {
    throttle,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const guess = (address = '203.0.113.9'): SignInAttempt => ({ username: 'admin', address });

/** What a stranger does: guess whenever the form lets them. */
function guessWhenAllowed(t: ReturnType<typeof clocked>, times: number, attempt = guess()) {
  for (let i = 0; i < times; i += 1) {
    const wait = t.throttle.retryAfterSeconds(attempt);
    if (wait > 0) t.advance(wait * 1000);
    t.throttle.failed(attempt);
  }
}

describe('the sign-in throttle', () => {
  it('should let the free failures through and lock the account after them', () => {
    const t = clocked();
    for (let i = 0; i < ACCOUNT_RULE.freeFailures - 1; i += 1) t.throttle.failed(guess());
    expect(t.throttle.retryAfterSeconds(guess())).toBe(0);
    t.throttle.failed(guess());
    expect(t.throttle.retryAfterSeconds(guess())).toBe(ACCOUNT_RULE.firstLockMs / 1000);
  });

  it('should lock the account for any address, and another account not at all', () => {
    const t = clocked();
    for (let i = 0; i < ACCOUNT_RULE.freeFailures; i += 1) t.throttle.failed(guess());
    expect(t.throttle.retryAfterSeconds({ username: ' ADMIN', address: '198.51.100.1' })).toBe(30);
    expect(t.throttle.retryAfterSeconds({ username: 'staff', address: '198.51.100.1' })).toBe(0);
  });

  it('should double the lock with each further failure, up to a few minutes', () => {
    const t = clocked();
    guessWhenAllowed(t, ACCOUNT_RULE.freeFailures + 1);
    expect(t.throttle.retryAfterSeconds(guess())).toBe(60);
    guessWhenAllowed(t, 1);
    expect(t.throttle.retryAfterSeconds(guess())).toBe(120);
  });

  it('should hold a stranger who keeps guessing to a few guesses an hour, each lock at most the cap', () => {
    const t = clocked();
    const waits: number[] = [];
    let elapsedMs = 0;
    // Each guess from a new address, so only the account's own lock stands in the way.
    for (let i = 0; i < 100; i += 1) {
      const attempt = guess(`10.0.${String(i)}.1`);
      const wait = t.throttle.retryAfterSeconds(attempt);
      waits.push(wait);
      t.advance(wait * 1000);
      elapsedMs += wait * 1000;
      t.throttle.failed(attempt);
    }
    expect(Math.max(...waits)).toBe(ACCOUNT_RULE.maxLockMs / 1000);
    expect(100 / (elapsedMs / 3_600_000)).toBeLessThan(15);
  });

  it('should let the user in once the lock has run out, and forget failures past the window', () => {
    const t = clocked();
    guessWhenAllowed(t, 50);
    t.advance(ACCOUNT_RULE.maxLockMs);
    expect(t.throttle.retryAfterSeconds(guess('192.0.2.7'))).toBe(0);
    t.throttle.succeeded(guess('192.0.2.7'));
    t.throttle.failed(guess('192.0.2.7'));
    expect(t.throttle.retryAfterSeconds(guess('192.0.2.7'))).toBe(0);
  });

  it('should slide the window: old failures no longer count', () => {
    const t = clocked();
    for (let i = 0; i < ACCOUNT_RULE.freeFailures - 1; i += 1) t.throttle.failed(guess());
    t.advance(ACCOUNT_RULE.windowMs);
    t.throttle.failed(guess());
    expect(t.throttle.retryAfterSeconds(guess())).toBe(0);
  });

  it('should lock an address that guesses many accounts', () => {
    const t = clocked();
    for (let i = 0; i < ADDRESS_RULE.freeFailures; i += 1)
      t.throttle.failed({ username: `user${String(i)}`, address: '203.0.113.9' });
    expect(t.throttle.retryAfterSeconds({ username: 'staff', address: '203.0.113.9' })).toBe(30);
    expect(t.throttle.retryAfterSeconds({ username: 'staff', address: '203.0.113.10' })).toBe(0);
  });

  it('should remember a bounded number of keys', () => {
    let now = 0;
    const throttle = new SignInThrottle({ now: () => now, maxKeys: 10 });
    for (let i = 0; i < ACCOUNT_RULE.freeFailures; i += 1) throttle.failed(guess());
    for (let i = 0; i < 20; i += 1) throttle.failed({ username: `u${String(i)}`, address: 'x' });
    now += 1;
    // admin's record was the oldest and has been dropped.
    expect(throttle.retryAfterSeconds({ username: 'admin', address: 'y' })).toBe(0);
  });

  it('should say how long to wait in seconds or minutes', () => {
    expect(throttledMessage(30)).toBe('Too many failed sign-ins. Try again in 30 seconds.');
    expect(throttledMessage(61)).toBe('Too many failed sign-ins. Try again in 2 minutes.');
  });
});
