/**
 * Password hashes for the users file: salted scrypt from node:crypto, compared in constant
 * time. Format: `scrypt$N$r$p$<salt base64url>$<key base64url>`, so the cost can change later
 * without invalidating stored hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PREFIX = 'scrypt';
const COST = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const HASH_PATTERN = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{32,})$/;

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    // Twice the nominal memory (128·N·r) leaves room for larger N in stored hashes.
    const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r);
    scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem }, (err, key) => {
      if (err) reject(err);
      else resolve(key);
    });
  });
}

export function isPasswordHash(value: string): boolean {
  return HASH_PATTERN.test(value);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, COST);
  return [
    PREFIX,
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = HASH_PATTERN.exec(hash);
  if (!match) return false;
  const [, n, r, p, salt, key] = match;
  const expected = Buffer.from(key!, 'base64url');
  const actual = await derive(password, Buffer.from(salt!, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}
