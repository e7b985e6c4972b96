import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE, fetchAll, type ExportProgress } from '../use-csv-export.ts';

/** A list of `total` numbered rows served page by page, as the list convention does. */
function serve(total: number) {
  const asked: number[] = [];
  const fetchPage = (page: number) => {
    asked.push(page);
    const start = (page - 1) * EXPORT_PAGE_SIZE;
    const items = Array.from(
      { length: Math.max(0, Math.min(EXPORT_PAGE_SIZE, total - start)) },
      (_, i) => start + i,
    );
    return Promise.resolve({ items, total });
  };
  return { asked, fetchPage };
}

const signal = new AbortController().signal;

describe('fetchAll', () => {
  it('should fetch every page of the list and report its progress', async () => {
    const { asked, fetchPage } = serve(250);
    const progress: ExportProgress[] = [];
    const rows = await fetchAll(fetchPage, signal, (p) => progress.push(p));
    expect(rows).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      { done: 100, total: 250 },
      { done: 200, total: 250 },
      { done: 250, total: 250 },
    ]);
  });

  it('should stop after a full last page without asking for an empty one', async () => {
    const { asked, fetchPage } = serve(200);
    expect(await fetchAll(fetchPage, signal, () => undefined)).toHaveLength(200);
    expect(asked).toEqual([1, 2]);
  });

  it('should answer an empty list with no rows', async () => {
    const { asked, fetchPage } = serve(0);
    expect(await fetchAll(fetchPage, signal, () => undefined)).toEqual([]);
    expect(asked).toEqual([1]);
  });

  it('should give up when a page fails', async () => {
    const failing = () => Promise.reject(new Error('gone'));
    await expect(fetchAll(failing, signal, () => undefined)).rejects.toThrow('gone');
  });
});
