import { defineProject } from 'vitest/config';
import {
  SHARED_MACHINE_HOOK_TIMEOUT,
  SHARED_MACHINE_TEST_TIMEOUT,
  TEST_WORKERS,
} from '../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'mock-api',
    maxWorkers: TEST_WORKERS,
    testTimeout: SHARED_MACHINE_TEST_TIMEOUT,
    hookTimeout: SHARED_MACHINE_HOOK_TIMEOUT,
    include: ['src/**/*.test.ts'],
    // Files share a worker's modules instead of importing them anew (most of this project's
    // time): its files keep no state between them, checked with shuffled file orders.
    isolate: false,
    setupFiles: ['src/testing/close-test-apis.setup.ts'],
  },
});
