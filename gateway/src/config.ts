/**
 * Every gateway setting, read from the environment once and validated at start. The keys of
 * `configSchema` are the variable names; nothing else in the gateway reads `process.env`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CLAIM_MAPPING, type ClaimMapping } from '@backoffice/core';
import {
  commaListSchema as list,
  httpUrlSchema as httpUrl,
  invalidConfig,
  logLevelSchema,
  nodeEnvSchema,
  parseEnv,
  portSchema as port,
  secondsSchema as seconds,
} from '@backoffice/core/server';

export { ConfigError } from '@backoffice/core/server';

const secret = (what: string) =>
  z
    .string({ error: `required: ${what}` })
    .min(32, { error: `must be at least 32 characters (${what})` });

export const configSchema = z.object({
  NODE_ENV: nodeEnvSchema,
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_PORT: port(3000),
  /** The public URL users open; its origin is the only one trusted for state changes. */
  BASE_URL: httpUrl.optional(),
  AUTH_MODE: z.enum(['oidc', 'form', 'stub']).default('oidc'),
  OIDC_ISSUER_URL: httpUrl.default('http://localhost:3001'),
  OIDC_CLIENT_ID: z.string().min(1).default('backoffice-gateway'),
  OIDC_CLIENT_SECRET: secret('the client secret registered at the identity provider').optional(),
  OIDC_SCOPE: z.string().default('openid profile email offline_access'),
  API_AUDIENCE: z.string().min(1).default('urn:backoffice:api'),
  BACKEND_URL: httpUrl.default('http://localhost:3002'),
  SESSION_SECRET: secret('signs and encrypts session cookies'),
  SESSION_IDLE_TIMEOUT: seconds(30 * 60),
  SESSION_ABSOLUTE_TIMEOUT: seconds(12 * 60 * 60),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' })
    .optional(),
  LOG_LEVEL: logLevelSchema,
  METRICS_ALLOW: list('127.0.0.1,::1,::ffff:127.0.0.1'),
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  TOKEN_REFRESH_MARGIN: z.coerce.number().int().min(0).default(60),
  CLAIM_USER_ID: z.string().default(DEFAULT_CLAIM_MAPPING.userId),
  CLAIM_USERNAME: list(DEFAULT_CLAIM_MAPPING.username.join(',')),
  CLAIM_DISPLAY_NAME: list(DEFAULT_CLAIM_MAPPING.displayName.join(',')),
  CLAIM_AUTHORITIES: z.string().default(DEFAULT_CLAIM_MAPPING.authorities),
  CLAIM_CLIENT_NAMES: z.string().default(DEFAULT_CLAIM_MAPPING.clientNames),
  WEB_DIST_DIR: z.string().optional(),
  /** AUTH_MODE=stub only: the backend account whose token backs the stub admin's API calls. */
  STUB_USERNAME: z.string().min(1).default('admin'),
  STUB_PASSWORD: z.string().min(1).default('admin'),
});

export interface GatewayConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  baseUrl: URL;
  https: boolean;
  authMode: 'oidc' | 'form' | 'stub';
  oidc: { issuerUrl: string; clientId: string; clientSecret: string; scope: string };
  apiAudience: string;
  backendUrl: URL;
  session: { secret: string; idleSeconds: number; absoluteSeconds: number; cookieName: string };
  cookieSecure: boolean;
  trustProxy: number;
  redisUrl: string | undefined;
  logLevel: string;
  metricsAllow: string[];
  proxyTimeoutMs: number;
  bodyLimitBytes: number;
  tokenRefreshMarginSeconds: number;
  claims: ClaimMapping;
  webDistDir: string;
  stub: { username: string; password: string };
}

function defaultWebDist(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@backoffice/web/package.json')), 'dist');
}

export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const c = parseEnv('gateway', configSchema, env);
  if (c.AUTH_MODE === 'oidc' && !c.OIDC_CLIENT_SECRET) {
    throw invalidConfig(
      'gateway',
      'OIDC_CLIENT_SECRET: required when AUTH_MODE=oidc (the client secret registered at the identity provider)',
    );
  }
  if (c.AUTH_MODE === 'stub' && c.NODE_ENV === 'production') {
    throw invalidConfig(
      'gateway',
      'AUTH_MODE: stub signs everyone in as an admin and is refused with NODE_ENV=production',
    );
  }
  const baseUrl = new URL(c.BASE_URL ?? `http://localhost:${c.GATEWAY_PORT}`);
  const https = baseUrl.protocol === 'https:';
  if (c.COOKIE_SECURE === 'false' && https) {
    throw invalidConfig('gateway', 'COOKIE_SECURE: cannot be false when BASE_URL is https');
  }
  const cookieSecure = c.COOKIE_SECURE === 'auto' ? https : c.COOKIE_SECURE === 'true';
  return {
    env: c.NODE_ENV,
    host: c.GATEWAY_HOST,
    port: c.GATEWAY_PORT,
    baseUrl,
    https,
    authMode: c.AUTH_MODE,
    oidc: {
      issuerUrl: c.OIDC_ISSUER_URL,
      clientId: c.OIDC_CLIENT_ID,
      clientSecret: c.OIDC_CLIENT_SECRET ?? '',
      scope: c.OIDC_SCOPE,
    },
    apiAudience: c.API_AUDIENCE,
    backendUrl: new URL(c.BACKEND_URL),
    session: {
      secret: c.SESSION_SECRET,
      idleSeconds: c.SESSION_IDLE_TIMEOUT,
      absoluteSeconds: c.SESSION_ABSOLUTE_TIMEOUT,
      // The __Host- prefix pins the cookie to this host and path /, but needs Secure.
      cookieName: cookieSecure ? '__Host-bo_session' : 'bo_session',
    },
    cookieSecure,
    trustProxy: c.TRUST_PROXY,
    redisUrl: c.REDIS_URL,
    logLevel: c.LOG_LEVEL,
    metricsAllow: c.METRICS_ALLOW,
    proxyTimeoutMs: c.PROXY_TIMEOUT_MS,
    bodyLimitBytes: c.BODY_LIMIT_BYTES,
    tokenRefreshMarginSeconds: c.TOKEN_REFRESH_MARGIN,
    claims: {
      userId: c.CLAIM_USER_ID,
      username: c.CLAIM_USERNAME,
      displayName: c.CLAIM_DISPLAY_NAME,
      authorities: c.CLAIM_AUTHORITIES,
      clientNames: c.CLAIM_CLIENT_NAMES,
    },
    webDistDir: c.WEB_DIST_DIR ?? defaultWebDist(),
    stub: { username: c.STUB_USERNAME, password: c.STUB_PASSWORD },
  };
}
