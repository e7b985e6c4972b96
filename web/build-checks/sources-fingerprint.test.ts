import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourcesFingerprint } from './sources-fingerprint.ts';

let root = '';
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
const fingerprint = (salt = 'esbuild 1') =>
  sourcesFingerprint(root, ['src', 'build.ts', 'missing.json'], salt);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bo-fingerprint-'));
  write('src/main.tsx', 'main');
  write('src/features/a.ts', 'a');
  write('build.ts', 'build');
  write('elsewhere.ts', 'not read');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('sourcesFingerprint', () => {
  it('stays the same while nothing read changes', async () => {
    const before = await fingerprint();
    write('elsewhere.ts', 'changed, but not under the paths given');
    expect(await fingerprint()).toBe(before);
  });

  it('changes with an edit, an added, a removed or a renamed file, and with the salt', async () => {
    const seen = new Set([await fingerprint()]);
    write('src/features/a.ts', 'a, edited');
    seen.add(await fingerprint());
    write('src/features/b.ts', '');
    seen.add(await fingerprint());
    rmSync(path.join(root, 'src/features/b.ts'));
    renameSync(path.join(root, 'src/features/a.ts'), path.join(root, 'src/features/c.ts'));
    seen.add(await fingerprint());
    write('build.ts', 'build, edited');
    seen.add(await fingerprint());
    seen.add(await fingerprint('esbuild 2'));
    expect(seen.size).toBe(6);
  });

  it('tells a file apart from its content moved into its name', async () => {
    rmSync(path.join(root, 'src'), { recursive: true });
    write('src/ab', 'c');
    const one = await fingerprint();
    rmSync(path.join(root, 'src'), { recursive: true });
    write('src/a', 'bc');
    expect(await fingerprint()).not.toBe(one);
  });
});
