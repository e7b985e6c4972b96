import { defineConfig } from 'vitest/config';

// One run covers every workspace; each workspace's vitest.config.ts names its own tests.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
