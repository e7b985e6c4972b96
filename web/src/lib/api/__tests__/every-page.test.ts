import { describe, expect, it } from 'vitest';
import { describeApiError, isTransient } from '../api-error.ts';
import { EVERY_PAGE_SIZE, fetchEveryPage, type Progress } from '../every-page.ts';
import { MAX_ROWS, TooManyRowsError } from '../too-many-rows.ts';

/** A list of `total` numbered rows, answering pages as the list convention does. */
function list(total: number, asked: number[] = []) {
  return (page: number) => {
    asked.push(page);
    const start = (page - 1) * EVERY_PAGE_SIZE;
    const length = Math.max(0, Math.min(EVERY_PAGE_SIZE, total - start));
    return Promise.resolve({ items: Array.from({ length }, (_, i) => start + i), total });
  };
}

describe('every page of a list', () => {
  it('should read every page in order and say how far along it is', async () => {
    const seen: Progress[] = [];
    const rows = await fetchEveryPage([list(250), list(30)], (p) => seen.push(p));
    expect(rows).toHaveLength(280);
    expect(rows.slice(98, 102)).toEqual([98, 99, 100, 101]);
    expect(seen[0]).toEqual({ loaded: 0, total: null });
    expect(seen.at(-1)).toEqual({ loaded: 280, total: 280 });
  });

  it('should refuse a list past the cap after its first page, saying how long it is', async () => {
    const asked: number[] = [];
    const reading = fetchEveryPage([list(MAX_ROWS + 1, asked)]);
    await expect(reading).rejects.toBeInstanceOf(TooManyRowsError);
    expect(asked).toEqual([1]);
    const error = await reading.catch((e: unknown) => e);
    expect(describeApiError(error).message).toMatch(/50,001 rows, more than the 50,000/);
    expect(isTransient(error)).toBe(false);
  });
});
