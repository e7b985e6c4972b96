/**
 * Runs a workspace's bench script in a process of its own (its data and heap do not weigh on
 * the others), bounded in time, and reads the figures it prints as its last `BENCH_JSON` line.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../../scripts/stack.ts';

export const BENCH_JSON = 'BENCH_JSON ';

export interface ChildOptions {
  /** Path from the repository root. */
  script: string;
  nodeArgs?: string[];
  env?: Record<string, string>;
  timeoutMs: number;
}

export function runChild<T>(options: ChildOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...(options.nodeArgs ?? []), path.join(ROOT, options.script), '--json'],
      { cwd: ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${options.script} ran over its ${String(options.timeoutMs / 1000)} s`));
    }, options.timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const line = out
        .split('\n')
        .reverse()
        .find((l) => l.startsWith(BENCH_JSON));
      if (code !== 0 || !line) {
        const lines = (err || out).trim().split('\n');
        const tail = lines.find((l) => /^\w*Error\b/.test(l)) ?? lines.slice(-3).join(' | ');
        reject(new Error(`${options.script} exited ${String(code)}: ${tail}`));
        return;
      }
      resolve(JSON.parse(line.slice(BENCH_JSON.length)) as T);
    });
  });
}
