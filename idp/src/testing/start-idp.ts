/**
 * Starts a real IdP in the current process for a test: loopback, a free port, a temporary
 * data folder, a random client secret. The issuer must name the port, so the server listens
 * first and the config is built from the port it got.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig, type ConfigEnv, type IdpConfig } from '../config.ts';
import type { RelyingParty } from './relying-party.ts';

export interface RunningIdp {
  issuer: string;
  port: number;
  config: IdpConfig;
  /** The registered client, ready for signIn/refreshTokens/signOut. */
  rp: RelyingParty;
  /** Stops the server; removes the data folder if startIdp made it. */
  close(): Promise<void>;
}

type Env = Partial<Record<keyof ConfigEnv, string>>;

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * `env` overrides the defaults (IDP_DATA_DIR to share keys between starts, IDP_PORT to reuse
 * a port, ...). Defaults: LOG_LEVEL silent, NODE_ENV test, redirect URIs on localhost:3000.
 */
export async function startIdp(env: Env = {}): Promise<RunningIdp> {
  const ownDataDir = env.IDP_DATA_DIR === undefined;
  const dataDir = env.IDP_DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'idp-test-')));
  const server = createServer();
  const host = env.IDP_HOST ?? '127.0.0.1';
  try {
    const port = await listen(server, Number(env.IDP_PORT ?? 0), host);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      IDP_CLIENT_SECRET: randomBytes(24).toString('base64url'),
      // A directory of its own beside the keys, unless the test shares one (with an API).
      DIRECTORY_FILE: path.join(dataDir, 'directory.sqlite'),
      ...env,
      IDP_HOST: host,
      IDP_PORT: String(port),
      IDP_DATA_DIR: dataDir,
    });
    server.on('request', await createApp(config));
    return {
      issuer: config.issuer,
      port,
      config,
      rp: {
        issuer: config.issuer,
        clientId: config.client.id,
        clientSecret: config.client.secret,
        redirectUri: config.client.redirectUris[0]!,
        postLogoutRedirectUri: config.client.postLogoutRedirectUris[0]!,
      },
      async close() {
        server.closeAllConnections();
        await new Promise<void>((resolve) => {
          server.close(() => {
            resolve();
          });
        });
        if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    server.close();
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}
