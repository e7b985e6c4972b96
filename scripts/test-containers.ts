/**
 * npm run test:containers: the container suite (tests/src/containers) against docker-compose.yml,
 * on the machine's Docker (DOCKER_HOST) or else on podman set up by scripts/container-engine.ts.
 * Exits with vitest's status: 0 passed, 1 failed, 77 skipped because no engine could run (the
 * reason is printed).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startContainerEngine } from './container-engine.ts';
import { ROOT } from './stack.ts';

const started = Date.now();
const engine = await startContainerEngine();
if (!engine.available) process.stdout.write(`container engine: none (${engine.reason})\n`);
const env = { ...process.env, ...(engine.available ? engine.env : {}) };
const status = await new Promise<number>((resolve) => {
  const vitest = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'vitest'),
    ['run', '--config', 'tests/src/containers/vitest.config.ts', ...process.argv.slice(2)],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  vitest.on('close', (code, signal) => {
    resolve(code ?? (signal ? 1 : 0));
  });
});
if (engine.available) engine.stop();
const seconds = Math.round((Date.now() - started) / 1000);
process.stdout.write(`container tests: exit ${String(status)} after ${String(seconds)} s\n`);
process.exit(status);
