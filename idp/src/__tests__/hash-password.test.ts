import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@backoffice/core/server';

describe('npm run -w idp hash-password', () => {
  it('should print a usable hash for a password read from stdin', async () => {
    const script = fileURLToPath(new URL('../hash-password.ts', import.meta.url));
    const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stdin.end('s3cret pass\n');
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    await expect(verifyPassword('s3cret pass', out.trim())).resolves.toBe(true);
    expect(out).not.toContain('s3cret');
  });
});
