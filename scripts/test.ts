/**
 * npm test [-- vitest arguments]: the preflight (scripts/preflight.ts), then the check (typecheck
 * and lint, `npm run check`) BESIDE the web build and the tests rather than before them. The
 * check is single-threaded CPU work of several minutes and the browser tests leave the machine
 * idle while they wait on Chromium and the stack, so the check runs at a lower priority (nice)
 * and fills that idle time instead of delaying the tests. Its output is printed whole when it
 * ends; the run fails if the check, the build or any test fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');

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
const tests =
  build === 0
    ? await live(path.join(ROOT, 'node_modules', '.bin', 'vitest'), [
        'run',
        ...process.argv.slice(2),
      ])
    : build;
const checked = await check;
if (checked !== 0) process.stderr.write('npm test: the check (typecheck, lint) failed, above\n');
process.exit(tests !== 0 ? tests : checked);
