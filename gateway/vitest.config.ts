import { defineProject } from 'vitest/config';

// Files start real servers; one at a time keeps the two cores free for them.
export default defineProject({
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
