import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from '../with-timeout.ts';

describe('withTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should reject with a TimeoutError once the time is up', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(TimeoutError);
  });

  it('should pass a settled value or error through', async () => {
    await expect(withTimeout(Promise.resolve(7), 10)).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('gone')), 10)).rejects.toThrow('gone');
  });
});
