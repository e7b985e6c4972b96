import { defineConfig } from 'vitest/config';
import { browserProjects } from './tests/vitest.browser.config.ts';

// One run covers every workspace; each workspace's vitest.config.ts names its own tests, and
// the browser tests have projects of their own (tests/vitest.browser.config.ts). Every project
// runs its files side by side, so the run is one group on all workers, not a serial tail.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', ...browserProjects],
    // More workers than cores: the browser files spend most of their time waiting on the
    // browser and the stack, so two workers left the machine idle most of the run.
    maxWorkers: 3,
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
