/**
 * Every page of one or more list calls, for the views that need all the rows at once (a price
 * chart, a case's timeline, a month of the calendar, the trades a loss is worked out from): the
 * first page of each says how many rows there are, the rest are then fetched a few at a time,
 * and the caller may hear how far along it is. Past `MAX_ROWS` nothing more is fetched and the
 * read fails with a message saying so, rather than showing a silently shortened list.
 */
import type { PageSize } from '@backoffice/core/api';
import { MAX_ROWS, TooManyRowsError } from './too-many-rows.ts';

/** The largest page the list convention allows. */
export const EVERY_PAGE_SIZE: PageSize = 100;
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

/** One list's page `n` (1-based), asked for at `EVERY_PAGE_SIZE` rows. */
export type PageCall<Row> = (page: number) => Promise<Page<Row>>;

/** The rows of every list, in list order and page order within each. */
export async function fetchEveryPage<Row>(
  lists: readonly PageCall<Row>[],
  onProgress: (progress: Progress) => void = () => undefined,
): Promise<Row[]> {
  onProgress({ loaded: 0, total: null });
  const firsts = await Promise.all(lists.map((call) => call(1)));
  const total = firsts.reduce((sum, first) => sum + first.total, 0);
  if (total > MAX_ROWS) throw new TooManyRowsError(total);
  const pages: Row[][][] = firsts.map((first) => [first.items]);
  let loaded = firsts.reduce((sum, first) => sum + first.items.length, 0);
  onProgress({ loaded, total });
  const rest = firsts.flatMap((first, list) =>
    Array.from({ length: Math.ceil(first.total / EVERY_PAGE_SIZE) - 1 }, (_, i) => ({
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
