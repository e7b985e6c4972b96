import { defineProject } from 'vitest/config';

// Each file starts real servers (and maybe a browser): run files one at a time, with time for
// a full sign-in round trip.
export default defineProject({
  test: {
    name: 'tests',
    include: ['src/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
