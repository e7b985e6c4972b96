import { defineProject } from 'vitest/config';

// The browser tests (src/e2e): one stack for the whole run, started by the global set-up and
// shared by every file (files run one at a time, in no promised order), with time for a full
// sign-in round trip. One file: npx vitest run --project browser tests/src/e2e/<file>.
export default defineProject({
  test: {
    name: 'browser',
    include: ['src/e2e/**/*.test.ts'],
    globalSetup: ['src/e2e/shared-stack.setup.ts'],
    setupFiles: ['src/e2e/service-output.setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
