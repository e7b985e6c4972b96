import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, ProductionRefusedError } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DEMO_USERS } from '@backoffice/core/testing';
import { signIn, signOut, refreshTokens } from '../testing/index.ts';
import { runIdp } from './process.ts';

const secret = randomBytes(32).toString('base64url');
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'idp-startup-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

// Each test starts a real process: on a busy machine that alone can take several seconds.
describe('start-up', { timeout: 30_000 }, () => {
  it('should refuse to build the app with NODE_ENV=production', async () => {
    const config = loadConfig({ NODE_ENV: 'production', IDP_CLIENT_SECRET: secret });
    await expect(createApp(config)).rejects.toBeInstanceOf(ProductionRefusedError);
  });

  it('should refuse to start with NODE_ENV=production, saying why on one line', async () => {
    const idp = runIdp({
      NODE_ENV: 'production',
      IDP_CLIENT_SECRET: secret,
      IDP_DATA_DIR: dataDir,
    });
    expect(await idp.exited).not.toBe(0);
    const lines = idp.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/refusing to start with NODE_ENV=production/);
    expect(lines[0]).toMatch(/development and tests only/);
  });

  it('should exit non-zero naming the variable when the configuration is invalid', async () => {
    const idp = runIdp({ NODE_ENV: 'development', IDP_DATA_DIR: dataDir, IDP_PORT: 'x' });
    expect(await idp.exited).toBe(1);
    expect(idp.stderr()).toMatch(/IDP_CLIENT_SECRET/);
    expect(idp.stderr()).toMatch(/IDP_PORT/);
  });

  it('should name IDP_PORT when the port is already in use', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const idp = runIdp({
        NODE_ENV: 'development',
        IDP_CLIENT_SECRET: secret,
        IDP_DATA_DIR: dataDir,
        IDP_PORT: String(port),
      });
      expect(await idp.exited).toBe(1);
      expect(idp.stderr()).toMatch(new RegExp(`port ${port} .*already in use.*IDP_PORT`));
    } finally {
      blocker.close();
    }
  });

  it('should log one JSON listening line, serve sign-ins without library notices, and exit 0 on SIGTERM', async () => {
    const port = await freePort();
    const issuer = `http://localhost:${port}`;
    const idp = runIdp({
      NODE_ENV: 'development',
      IDP_CLIENT_SECRET: secret,
      IDP_DATA_DIR: dataDir,
      IDP_PORT: String(port),
    });
    await idp.waitFor('idp listening');
    const rp = {
      issuer,
      clientId: 'backoffice-gateway',
      clientSecret: secret,
      redirectUri: 'http://localhost:3000/implicit',
      postLogoutRedirectUri: 'http://localhost:3000/login',
    };
    const { agent, tokens } = await signIn(rp, DEMO_USERS.admin);
    await refreshTokens(rp, tokens.refreshToken!);
    await signOut(rp, { agent });

    idp.child.kill('SIGTERM');
    expect(await idp.exited).toBe(0);
    const lines = idp.stdout().trim().split('\n');
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      records.filter((r) => r.msg === `idp listening on http://127.0.0.1:${port}`),
    ).toHaveLength(1);
    const output = idp.stdout() + idp.stderr();
    expect(output).not.toMatch(/oidc-provider (NOTICE|WARNING)/);
    // Nothing secret in the log.
    expect(output).not.toContain(secret);
    expect(output).not.toContain(tokens.accessToken);
    expect(output).not.toContain(tokens.refreshToken!);
    expect(output).not.toMatch(/"password"/);
  }, 20_000);
});
