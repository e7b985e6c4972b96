import { configDefaults, defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers.ts';

// Each file starts real servers of its own (on free ports, with their own data), so files run
// side by side, with the other projects; with time for a full sign-in round trip. The `npm
// start` test builds the web into a folder of its own, not web/dist, which the others serve.
// The browser tests, which share a stack per project, are defined in vitest.browser.config.ts.
export default defineProject({
  test: {
    name: 'tests',
    maxWorkers: TEST_WORKERS,
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'src/e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
