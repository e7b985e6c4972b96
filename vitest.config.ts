import { defineConfig } from 'vitest/config';

// One run covers every workspace; each workspace's vitest.config.ts names its own tests (and the
// browser tests, sharing one stack, have their own project).
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'tests/vitest.browser.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
