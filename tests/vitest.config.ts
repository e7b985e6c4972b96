import { configDefaults, defineProject } from 'vitest/config';

// Each file starts real servers of its own (on free ports, with their own data), so files may
// run side by side; with time for a full sign-in round trip. The browser tests, which share a
// stack per project, are defined in vitest.browser.config.ts. Its files run one at a time after
// the others (the project keeps vitest's own worker count): the `npm start` test rebuilds
// web/dist, which the other files of this project serve.
export default defineProject({
  test: {
    name: 'tests',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'src/e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
