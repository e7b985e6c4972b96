/**
 * The token signing keys and the cookie keys: from the environment when given, otherwise
 * generated on first start and kept in the data folder.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { IdpConfig } from './config.ts';
import {
  cookieKeysSchema,
  privateJwksSchema,
  privateRsaJwkSchema,
  type PrivateJwks,
  type PrivateRsaJwk,
} from './key-formats.ts';
import { readOrCreateSecretFile } from './secret-file.ts';

export interface KeyMaterial {
  /** Private keys, each with kid, alg RS256 and use sig. */
  jwks: PrivateJwks;
  cookieKeys: string[];
}

export const SIGNING_KEYS_FILE = 'signing-keys.json';
export const COOKIE_KEYS_FILE = 'cookie-keys.json';

async function generateSigningKey(): Promise<PrivateRsaJwk> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  return completeKey(privateRsaJwkSchema.parse(await exportJWK(privateKey)));
}

/** A key given without kid/alg/use gets them, so verifiers can pick it out of the JWKS. */
async function completeKey(key: PrivateRsaJwk): Promise<PrivateRsaJwk> {
  return {
    ...key,
    kid: key.kid ?? (await calculateJwkThumbprint(key)),
    alg: 'RS256',
    use: 'sig',
  };
}

export async function loadKeyMaterial(config: IdpConfig): Promise<KeyMaterial> {
  const given = config.jwks;
  const jwks: PrivateJwks = given
    ? { keys: await Promise.all(given.keys.map(completeKey)) }
    : await readOrCreateSecretFile(
        path.join(config.dataDir, SIGNING_KEYS_FILE),
        privateJwksSchema,
        async () => ({ keys: [await generateSigningKey()] }),
      );
  const cookieKeys =
    config.cookieKeys ??
    (await readOrCreateSecretFile(
      path.join(config.dataDir, COOKIE_KEYS_FILE),
      cookieKeysSchema,
      () => Promise.resolve([randomBytes(32).toString('base64url')]),
    ));
  return { jwks, cookieKeys };
}

/** The public half of the signing keys, as served at the JWKS endpoint. */
export function publicJwks(jwks: PrivateJwks): { keys: Record<string, string>[] } {
  return {
    keys: jwks.keys.map(({ kty, kid, alg, use, n, e }) => ({
      kty,
      n,
      e,
      ...(kid ? { kid } : {}),
      ...(alg ? { alg } : {}),
      ...(use ? { use } : {}),
    })),
  };
}
