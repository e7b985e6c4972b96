/**
 * Secrets the IdP generates once and keeps in its data folder, so a restart neither
 * invalidates the tokens it issued nor signs everyone out. Files are 0600 in a 0700 folder.
 */
import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';

const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_DIR = 0o700;

export async function ensureDataDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
}

function isErrno(err: unknown, code: string): boolean {
  return err instanceof Error && (err as NodeJS.ErrnoException).code === code;
}

async function readSecretFile<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return undefined;
    throw err;
  }
  let parsed: z.ZodSafeParseResult<T>;
  try {
    parsed = schema.safeParse(JSON.parse(text));
  } catch {
    parsed = { success: false } as z.ZodSafeParseResult<T>;
  }
  if (!parsed.success) {
    // The content is secret: say where and what to do, not what is in it.
    throw new Error(`${file} is not valid; delete it and the IdP will generate a new one`);
  }
  // A copy or an editor may have widened the mode; the keys must stay readable by us alone.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, OWNER_ONLY_FILE);
  return parsed.data;
}

/**
 * Returns the secret kept in `file`, creating it with `create()` when absent. Written to a
 * temporary file and then hard-linked into place, which fails if the file already exists:
 * two processes starting at once on one data folder end up using the same secret.
 */
export async function readOrCreateSecretFile<T>(
  file: string,
  schema: z.ZodType<T>,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await readSecretFile(file, schema);
  if (existing !== undefined) return existing;

  await ensureDataDir(path.dirname(file));
  const value = await create();
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`, {
    mode: OWNER_ONLY_FILE,
    flag: 'wx',
  });
  try {
    await link(temp, file);
    return value;
  } catch (err) {
    if (!isErrno(err, 'EEXIST')) throw err;
    const winner = await readSecretFile(file, schema);
    if (winner === undefined) throw err;
    return winner;
  } finally {
    await unlink(temp);
  }
}
