/**
 * Builds the gateway: security headers, sessions and sign-in, the /api/v1 proxy, page guards
 * from the shared route table, the web app, health and metrics. No `listen` here, so tests
 * build the app without a port.
 */
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { API_BASE_PATH, GATEWAY_PATHS, matchRoute } from '@backoffice/core';
import { requestId } from '@backoffice/core/server';
import type { Authenticator } from './auth/authenticator.ts';
import { createFormAuthenticator } from './auth/form.ts';
import { createOidcAuthenticator } from './auth/oidc.ts';
import { createStubAuthenticator } from './auth/stub.ts';
import { authRoutes } from './auth/routes.ts';
import { createSessionStore, type SessionStore } from './auth/session-store.ts';
import type { GatewayConfig } from './config.ts';
import { apiProxy, attachAccessToken, bodyLimit, plainApiPathOnly } from './http/api-proxy.ts';
import { csrfProtection } from './http/csrf.ts';
import { errorHandler, signInFailed } from './http/errors.ts';
import { refuseMalformedAddress } from './http/malformed-address.ts';
import { pageGuard } from './http/page-guard.ts';
import { securityHeaders } from './http/security-headers.ts';
import { healthRoutes, reachable } from './ops/health.ts';
import { createLogger, requestLogger } from './ops/logging.ts';
import { createMetrics, metricsEndpoint, requestMetrics, type Metrics } from './ops/metrics.ts';
import { serveWeb } from './web/serve-web.ts';

export interface GatewayApp {
  app: Express;
  logger: Logger;
  close: () => Promise<void>;
}

const FIXED_ROUTES = new Set<string>([
  ...Object.values(GATEWAY_PATHS),
  '/healthz',
  '/readyz',
  '/metrics',
]);

/** A bounded metrics label for a path: its route pattern, never the raw path. */
function routeLabel(path: string): string {
  if (path.startsWith(`${API_BASE_PATH}/`) || path === API_BASE_PATH) return `${API_BASE_PATH}/*`;
  if (path.startsWith('/assets/')) return '/assets/*';
  if (FIXED_ROUTES.has(path)) return path;
  return matchRoute(path)?.route.path ?? 'unmatched';
}

function createAuthenticator(
  config: GatewayConfig,
  sessions: SessionStore,
  metrics: Metrics,
  logger: Logger,
): Authenticator {
  switch (config.authMode) {
    case 'oidc':
      return createOidcAuthenticator(config, sessions, metrics, logger);
    case 'form':
      return createFormAuthenticator(config, sessions.store);
    case 'stub':
      return createStubAuthenticator(config, sessions.store);
  }
}

export async function createApp(
  config: GatewayConfig,
  logger = createLogger(config.logLevel),
): Promise<GatewayApp> {
  const sessions = await createSessionStore(config.redisUrl, (err) => {
    logger.warn({ err: err.message }, 'session store unreachable; reconnecting');
  });
  const metrics = createMetrics(sessions.count);
  const authenticator = createAuthenticator(config, sessions, metrics, logger);
  const web = serveWeb(config.webDistDir);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestId);
  app.use(requestMetrics(metrics, routeLabel));
  app.use(refuseMalformedAddress(logger));
  app.use(
    healthRoutes([
      {
        name: 'identityProvider',
        check: reachable(
          `${config.oidc.issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`,
        ),
      },
      {
        name: 'backend',
        check: reachable(new URL(`${API_BASE_PATH}/`, config.backendUrl).toString()),
      },
      { name: 'sessionStore', check: sessions.ping },
    ]),
  );
  app.get('/metrics', metricsEndpoint(metrics, config.metricsAllow));
  app.use(securityHeaders(config.https));
  app.use(web.assets);
  app.use(requestLogger(logger));

  // Most API calls' sessions are read here without the sign-in library's per-request work.
  app.use(authenticator.router);
  app.use(signInFailed(logger));
  // Who made the request, for the log line: read now, before a logout destroys the session.
  app.use((req, res, next) => {
    res.locals.userId ??= authenticator.user(req)?.userId;
    next();
  });
  // The API before the sign-in routes: none of those is under /api/v1, and every API call
  // would otherwise walk past them.
  app.use(
    API_BASE_PATH,
    plainApiPathOnly,
    attachAccessToken(authenticator),
    csrfProtection(config.baseUrl),
    bodyLimit(config.bodyLimitBytes),
    apiProxy({
      backendUrl: config.backendUrl,
      timeoutMs: config.proxyTimeoutMs,
      logger,
      observeUpstream: metrics.observeUpstream,
    }),
  );
  app.use(authRoutes(authenticator, config.baseUrl));
  app.use(pageGuard(authenticator, web.index));
  app.use(errorHandler(logger));

  return { app, logger, close: sessions.close };
}
