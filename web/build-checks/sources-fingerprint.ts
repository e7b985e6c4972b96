/**
 * A fingerprint of everything a build reads, so a build can be skipped when nothing it reads has
 * changed (`node build.ts --if-changed`, what `npm start` runs): each file's path and content
 * under the given paths, in a fixed order, with what else decides the output (esbuild's version).
 * A file added, removed, renamed or edited changes it.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Every file at or under `entry`, sorted; a path that does not exist gives none. */
async function filesAt(entry: string): Promise<string[]> {
  const found = await stat(entry).catch(() => null);
  if (!found) return [];
  if (!found.isDirectory()) return [entry];
  const entries = await readdir(entry, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** `paths` relative to `root` (files or folders); `salt`: what else the output depends on. */
export async function sourcesFingerprint(
  root: string,
  paths: readonly string[],
  salt: string,
): Promise<string> {
  const hash = createHash('sha256').update(salt).update('\0');
  for (const entry of paths) {
    for (const file of await filesAt(path.join(root, entry))) {
      hash.update(path.relative(root, file).replaceAll('\\', '/')).update('\0');
      hash.update(await readFile(file)).update('\0');
    }
  }
  return hash.digest('hex');
}
