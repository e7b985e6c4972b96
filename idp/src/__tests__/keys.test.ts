import { exportJWK, generateKeyPair, createRemoteJWKSet, jwtVerify } from 'jose';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { COOKIE_KEYS_FILE, SIGNING_KEYS_FILE } from '../keys.ts';
import { DEMO_USERS } from '@backoffice/core/testing';
import { signIn, SignInFlow, startIdp } from '../testing/index.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'idp-keys-')), 'data');
});
afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

async function jwksOf(issuer: string): Promise<{ keys: { kid: string }[] }> {
  return (await (await fetch(`${issuer}/jwks`)).json()) as { keys: { kid: string }[] };
}

describe('signing and cookie keys', () => {
  it('should keep its keys across two starts with the same data folder', async () => {
    const first = await startIdp({ IDP_DATA_DIR: dataDir });
    const { tokens } = await signIn(first.rp, DEMO_USERS.viewer);
    const firstKeys = await jwksOf(first.issuer);
    await first.close();

    const second = await startIdp({ IDP_DATA_DIR: dataDir });
    try {
      expect(await jwksOf(second.issuer)).toEqual(firstKeys);
      // The API holds on to the JWKS it fetched from the second start.
      const keySet = createRemoteJWKSet(new URL(`${second.issuer}/jwks`));
      const { payload } = await jwtVerify(tokens.accessToken, keySet, {
        issuer: first.issuer,
        audience: 'urn:backoffice:api',
        typ: 'at+jwt',
      });
      expect(payload.username).toBe('viewer');
    } finally {
      await second.close();
    }
  });

  it('should keep the IdP session across a restart with the same data folder', async () => {
    const first = await startIdp({ IDP_DATA_DIR: dataDir });
    const { agent } = await signIn(first.rp, DEMO_USERS.staff);
    await first.close();
    // Cookies are per host, not port: the browser sends the session cookie to the new start.
    const second = await startIdp({ IDP_DATA_DIR: dataDir });
    try {
      const flow = await SignInFlow.start(second.rp, { agent });
      expect(flow.loginPage).toBeUndefined();
      expect(flow.callback?.searchParams.get('code')).toEqual(expect.any(String));
    } finally {
      await second.close();
    }
  });

  it('should generate new keys for a new data folder', async () => {
    const a = await startIdp();
    const b = await startIdp();
    try {
      expect((await jwksOf(a.issuer)).keys[0]!.kid).not.toBe((await jwksOf(b.issuer)).keys[0]!.kid);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('should keep its secrets in files only the owner can read', async () => {
    const idp = await startIdp({ IDP_DATA_DIR: dataDir });
    try {
      await signIn(idp.rp, DEMO_USERS.admin);
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      for (const file of await readdir(dataDir)) {
        expect({ file, mode: (await stat(path.join(dataDir, file))).mode & 0o777 }).toEqual({
          file,
          mode: 0o600,
        });
      }
    } finally {
      await idp.close();
    }
  });

  it('should use the keys given in IDP_JWKS and IDP_COOKIE_KEYS and write no key files', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'given-key' };
    const idp = await startIdp({
      IDP_DATA_DIR: dataDir,
      IDP_JWKS: JSON.stringify({ keys: [jwk] }),
      IDP_COOKIE_KEYS: 'c'.repeat(40),
    });
    try {
      const { keys } = await jwksOf(idp.issuer);
      expect(keys.map((k) => k.kid)).toEqual(['given-key']);
      const { tokens } = await signIn(idp.rp, DEMO_USERS.admin);
      const header = JSON.parse(
        Buffer.from(tokens.accessToken.split('.')[0]!, 'base64url').toString(),
      ) as { kid: string };
      expect(header.kid).toBe('given-key');
      const files = await readdir(dataDir);
      expect(files).not.toContain(SIGNING_KEYS_FILE);
      expect(files).not.toContain(COOKIE_KEYS_FILE);
    } finally {
      await idp.close();
    }
  });

  it('should refuse a damaged key file without printing its content', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      IDP_CLIENT_SECRET: 's'.repeat(40),
      IDP_DATA_DIR: dataDir,
    });
    await startIdp({ IDP_DATA_DIR: dataDir }).then((idp) => idp.close());
    const file = path.join(dataDir, SIGNING_KEYS_FILE);
    const damaged = (await readFile(file, 'utf8')).slice(0, 200);
    await writeFile(file, damaged);
    const failure = createApp(config);
    await expect(failure).rejects.toThrow(`${file} is not valid`);
    await expect(failure).rejects.not.toThrow(damaged.slice(20, 60));
  });
});
