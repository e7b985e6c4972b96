/**
 * Set-up file of the browser project (runs in every test file): when a test fails, prints what
 * the shared stack's services logged while it ran.
 */
import { readFileSync, statSync } from 'node:fs';
import { beforeEach, inject } from 'vitest';
import type { SharedStackState } from './shared-stack.setup.ts';

beforeEach(({ onTestFailed }) => {
  // Undefined outside the browser project, whose global set-up provides it.
  const shared = inject('sharedStack') as SharedStackState | undefined;
  if (!shared?.ok) return;
  const { logFile } = shared.stack;
  const from = statSync(logFile).size;
  onTestFailed(() => {
    const lines = readFileSync(logFile).subarray(from).toString('utf8');
    process.stdout.write(`--- shared stack output during the test ---\n${lines || '(none)'}\n`);
  });
});
