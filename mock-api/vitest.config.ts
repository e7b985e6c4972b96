import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-api',
    include: ['src/**/*.test.ts'],
    // Files share a worker's modules instead of importing them anew (most of this project's
    // time): its files keep no state between them, checked with shuffled file orders.
    isolate: false,
  },
});
