/**
 * The limit on what fetchEveryPage (every-page.ts) reads at once, and the failure past it. Apart
 * from the reading, which only some screens use, because describeApiError recognises the failure
 * on every screen, the first among them.
 */

/** Decades of daily prices, or a client's trades over years, fit well below this. */
export const MAX_ROWS = 50_000;

/** A list too long to read whole: its message is what the user sees. */
export class TooManyRowsError extends Error {
  readonly total: number;
  constructor(total: number) {
    super(
      `There are ${total.toLocaleString('en-US')} rows, more than the ${MAX_ROWS.toLocaleString('en-US')} read at once: narrow the list (a shorter period, fewer accounts).`,
    );
    this.name = 'TooManyRowsError';
    this.total = total;
  }
}
