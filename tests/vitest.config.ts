import { configDefaults, defineProject } from 'vitest/config';

// Each file starts real servers of its own, with special settings: run files one at a time,
// with time for a full sign-in round trip. The browser tests share one stack: their own
// project (vitest.browser.config.ts).
export default defineProject({
  test: {
    name: 'tests',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'src/e2e/**'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
