import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { ROOT } from '../../../scripts/stack.ts';

// `npm run test:containers`: the stack from docker-compose.yml, in containers. Its files end in
// .containers.ts so the default suite (src/**/*.test.ts) never picks them up, and it is not a
// project of the root config: the default `npm test` needs no Docker.
export default defineConfig({
  test: {
    name: 'containers',
    root: import.meta.dirname,
    include: ['**/*.containers.ts'],
    globalSetup: ['engine.setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 16 * 60_000,
    reporters: ['default', path.join(ROOT, 'scripts', 'summary-reporter.ts')],
  },
});
