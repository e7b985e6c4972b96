/**
 * Every page of one or more list calls, at the largest page size: the first page of each says
 * how many rows there are, the rest are then fetched a few at a time, and the caller hears how
 * far along it is (a client's trades across accounts can run to thousands of rows).
 */
import type { PageSize } from '@backoffice/core/api';

export const PAGE_SIZE: PageSize = 100;
/** Requests in flight at once: as many as a browser opens to one host over HTTP/1.1. */
const PARALLEL = 6;

export interface Progress {
  loaded: number;
  total: number | null;
}

export interface Page<Row> {
  items: Row[];
  total: number;
}

/** One list's page `n` (1-based). */
export type PageCall<Row> = (page: number) => Promise<Page<Row>>;

/** The rows of every list, in list order and page order within each. */
export async function fetchEveryPage<Row>(
  lists: readonly PageCall<Row>[],
  onProgress: (progress: Progress) => void,
): Promise<Row[]> {
  onProgress({ loaded: 0, total: null });
  const firsts = await Promise.all(lists.map((call) => call(1)));
  const pages: Row[][][] = firsts.map((first) => [first.items]);
  const total = firsts.reduce((sum, first) => sum + first.total, 0);
  let loaded = firsts.reduce((sum, first) => sum + first.items.length, 0);
  onProgress({ loaded, total });
  const rest = firsts.flatMap((first, list) =>
    Array.from({ length: Math.ceil(first.total / PAGE_SIZE) - 1 }, (_, i) => ({
      list,
      page: i + 2,
    })),
  );
  for (let i = 0; i < rest.length; i += PARALLEL) {
    const batch = rest.slice(i, i + PARALLEL);
    const answers = await Promise.all(batch.map(({ list, page }) => lists[list]!(page)));
    answers.forEach((answer, j) => {
      const { list, page } = batch[j]!;
      pages[list]![page - 1] = answer.items;
      loaded += answer.items.length;
    });
    onProgress({ loaded, total });
  }
  return pages.flatMap((list) => list.flat());
}
