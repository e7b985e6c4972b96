/**
 * npm test [-- vitest arguments]: the preflight (scripts/preflight.ts), then the check (ESLint,
 * which reports the compiler's errors too, and Prettier: `npm run check`) BESIDE the web build
 * and the tests rather than before them; in a whole run the container suite
 * (scripts/test-containers.ts) comes between the build and the tests. The check is
 * single-threaded CPU work of minutes and the browser tests leave the machine idle while they
 * wait on Chromium and the stack, so the check runs at a lower priority (nice) and fills that
 * idle time instead of delaying the tests. Its output is printed whole when it ends; the run
 * fails if the check, the build or any test fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { COMPILE_CACHE_DIR } from './stack.ts';

const ROOT = path.join(import.meta.dirname, '..');
/** What the container suite exits with when it could not run (tests/src/containers). */
const SKIPPED_EXIT_CODE = 77;

// Inherited by every process of the run: the test workers load the same modules again and again.
process.env.NODE_COMPILE_CACHE ??= COMPILE_CACHE_DIR;

const preflight = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'preflight.ts')], {
  stdio: 'inherit',
});
if (preflight.status !== 0) process.exit(preflight.status ?? 1);

/** Runs a command with its output held back, printed whole when it ends (no interleaving). */
function quietly(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`\n$ ${command}\n${Buffer.concat(output).toString('utf8')}`);
      process.stdout.write(
        `${status === 0 ? 'ok' : `failed (exit ${String(status)})`}: ${command}\n`,
      );
      resolve(status);
    });
  });
}

/** Runs a command with its output shown as it comes. */
function live(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('close', (code, signal) => {
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const check = quietly('nice -n 10 npm run check');
const build = await live('npm', ['run', 'build']);
// The container suite (a whole run only) before the others, alone: its image builds would slow
// the browser tests, and the main suite's count stays the run's closing line. It skips (exit
// 77, the reason printed) where no container engine can run here; that is no failure.
const wholeRun = process.argv.length <= 2;
const containers =
  build === 0 && wholeRun
    ? await live(process.execPath, [path.join(ROOT, 'scripts', 'test-containers.ts')])
    : 0;
if (containers === SKIPPED_EXIT_CODE) process.stdout.write('npm test: container tests skipped\n');
const containersFailed = containers !== 0 && containers !== SKIPPED_EXIT_CODE;
const tests =
  build === 0
    ? await live(path.join(ROOT, 'node_modules', '.bin', 'vitest'), [
        'run',
        ...process.argv.slice(2),
      ])
    : build;
const checked = await check;
if (checked !== 0)
  process.stderr.write('npm test: the check (types, lint, format) failed, above\n');
process.exit(tests !== 0 ? tests : containersFailed ? containers : checked);
