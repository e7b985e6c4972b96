import { defineConfig } from 'vitest/config';
import { browserProjects } from './tests/vitest.browser.config.ts';
import { LongestFirstSequencer } from './vitest.sequencer.ts';
import { TEST_WORKERS } from './vitest.workers.ts';

// One run covers every workspace; each workspace's vitest.config.ts names its own tests, and
// the browser tests have projects of their own (tests/vitest.browser.config.ts). Every project
// runs its files side by side, so the run is one group on all workers, not a serial tail.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', ...browserProjects],
    maxWorkers: TEST_WORKERS,
    sequence: { sequencer: LongestFirstSequencer },
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
