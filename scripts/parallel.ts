/**
 * node scripts/parallel.ts "<command>" ...: runs shell commands side by side (ESLint, with the
 * compiler's errors, and Prettier are single-threaded, and each would leave the other core idle),
 * prints each one's output whole when it ends, so logs never interleave, and fails if any failed.
 */
import { spawn } from 'node:child_process';

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
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

const commands = process.argv.slice(2);
if (commands.length === 0) {
  process.stderr.write('usage: node scripts/parallel.ts "<command>" ...\n');
  process.exit(2);
}
const statuses = await Promise.all(commands.map(run));
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
