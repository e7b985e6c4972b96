import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers.ts';

// Files start real servers of their own (free ports, their own data), so they run side by side
// with each other and the other projects: one at a time, they were the run's last 80 s on a
// machine two-thirds idle. Their waits are for states, with room for a busy machine.
export default defineProject({
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    maxWorkers: TEST_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files share a worker's modules instead of importing the gateway's anew (express, the
    // sign-in library): 49 against 58 to 61 CPU-s. Each file makes its own apps and servers;
    // checked with shuffled file orders, on one worker too.
    isolate: false,
  },
});
