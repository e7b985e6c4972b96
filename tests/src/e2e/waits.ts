/**
 * How long a browser test waits for the state it expects (a grid's rows, an address, a figure)
 * before failing: `eventually`, the grid helpers and every `expect.poll` of the browser projects
 * (tests/vitest.browser.config.ts). Generous: on a two-core machine running the whole suite a
 * screen can take several times as long as alone, and a wait that ends early fails a correct
 * screen. Speed is measured by `npm run bench`, never here.
 */
export const STATE_WAIT_MS = 20_000;
