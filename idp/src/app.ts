/**
 * The IdP as an Express app: security headers, /healthz, our interaction routes and the
 * userinfo front, then oidc-provider mounted at the root. No listen: main.ts and the tests do.
 */
import path from 'node:path';
import express, { type Express } from 'express';
import Provider from 'oidc-provider';
import { openUserDirectory, SignInThrottle } from '@backoffice/core/server';
import type { Logger } from 'pino';
import type { IdpConfig } from './config.ts';
import { interactionErrors } from './interaction-errors.ts';
import { interactionRoutes } from './interactions.ts';
import { loadKeyMaterial } from './keys.ts';
import { createLogger } from './logger.ts';
import { logProviderEvents } from './provider-events.ts';
import { providerConfiguration } from './provider-config.ts';
import { ensureDataDir } from './secret-file.ts';
import { securityHeaders } from './security-headers.ts';
import { FileStore } from './store.ts';
import { apiTokenUserinfo, USERINFO_PATH } from './userinfo.ts';

export const STATE_FILE = 'state.json';

export class ProductionRefusedError extends Error {
  override name = 'ProductionRefusedError';
  constructor() {
    super(
      'idp: refusing to start with NODE_ENV=production: this identity provider is for development and tests only',
    );
  }
}

export interface AppDeps {
  logger?: Logger;
}

export async function createApp(config: IdpConfig, deps: AppDeps = {}): Promise<Express> {
  // Demo users with published passwords must never guard real data.
  if (config.env === 'production') throw new ProductionRefusedError();
  const logger = deps.logger ?? createLogger(config.logLevel);

  await ensureDataDir(config.dataDir);
  const users = await openUserDirectory(config.directoryFile, config.usersFile);
  const keys = await loadKeyMaterial(config);
  const store = new FileStore(path.join(config.dataDir, STATE_FILE), logger);

  const provider = new Provider(
    config.issuer,
    providerConfiguration({ config, users, keys, adapter: store.adapterFor }),
  );
  // X-Forwarded-* decide the URLs the provider writes; believe them only behind a known proxy.
  provider.proxy = config.trustProxy;
  logProviderEvents(provider, logger);

  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', true);
  app.use(securityHeaders(config));
  app.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  app.use(interactionRoutes({ provider, users, logger, throttle: new SignInThrottle() }));
  app.use(interactionErrors({ logger, backTo: config.client.postLogoutRedirectUris[0] }));
  app.all(USERINFO_PATH, apiTokenUserinfo({ config, keys, users }));
  app.use(provider.callback());
  return app;
}
