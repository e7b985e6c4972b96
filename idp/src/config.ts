/**
 * Every IdP setting, read from the environment once and validated at start. The keys of
 * `configSchema` are the variable names; nothing else in the IdP reads `process.env`.
 * Messages name the variable and what it expects, never the value (some are secrets).
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  commaList,
  commaListSchema,
  DEMO_USERS_FILE,
  directoryFileIn,
  directoryFileSchema,
  httpUrlSchema as httpUrl,
  logLevelSchema,
  nodeEnvSchema,
  parseEnv,
  portSchema as port,
  secondsSchema as seconds,
} from '@backoffice/core/server';
import { cookieKeysSchema, privateJwksSchema, type PrivateJwks } from './key-formats.ts';

// Resolved from this file, not the working directory, so `npm run -w idp start`, `node
// idp/src/main.ts` and a test runner all find the same files.
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export { ConfigError } from '@backoffice/core/server';

/** A comma-separated list of http(s) URLs. */
const urlList = (fallback: string) =>
  commaListSchema(fallback).pipe(
    z.array(httpUrl).min(1, { error: 'expected at least one http(s) URL' }),
  );

/** Parses a JSON variable without echoing its content: it may hold private keys. */
const json = z.string().transform((value, ctx) => {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'expected valid JSON' });
    return z.NEVER;
  }
});

/** A resource indicator (RFC 8707) is an absolute URI without a fragment. */
const resourceIndicator = z.string().refine((value) => {
  const url = URL.parse(value);
  return url !== null && url.hash === '' && !value.includes('#');
}, 'expected an absolute URI without a fragment, such as urn:backoffice:api');

export const configSchema = z.object({
  NODE_ENV: nodeEnvSchema,
  IDP_HOST: z.string().min(1).default('127.0.0.1'),
  IDP_PORT: port(3001),
  // The provider is mounted at the root, so its endpoints are only right for an origin.
  IDP_ISSUER: httpUrl
    .refine((value) => {
      const url = new URL(value);
      return url.pathname === '/' && url.search === '' && !value.includes('#');
    }, 'expected an origin such as http://localhost:3001, without path, query or fragment')
    .optional(),
  IDP_CLIENT_ID: z.string().min(1).default('backoffice-gateway'),
  IDP_CLIENT_SECRET: z
    .string({ error: 'required: the secret of the gateway client, at least 32 characters' })
    .min(32, { error: 'must be at least 32 characters' }),
  IDP_REDIRECT_URIS: urlList('http://localhost:3000/implicit'),
  IDP_POST_LOGOUT_REDIRECT_URIS: urlList('http://localhost:3000/login'),
  IDP_API_AUDIENCE: resourceIndicator.default('urn:backoffice:api'),
  /** The users that seed a new directory (DIRECTORY_FILE) on its first open. */
  IDP_USERS_FILE: z.string().min(1).default(DEMO_USERS_FILE),
  /** The directory of users, shared with the API that edits it (the admin panel). */
  DIRECTORY_FILE: directoryFileSchema(directoryFileIn(REPOSITORY_ROOT)),
  IDP_DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  IDP_JWKS: json.pipe(privateJwksSchema).optional(),
  IDP_COOKIE_KEYS: commaList.pipe(cookieKeysSchema).optional(),
  IDP_ACCESS_TOKEN_TTL: seconds(300),
  /** Trust X-Forwarded-* only when a reverse proxy in front of the IdP sets them. */
  IDP_TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: logLevelSchema,
});

export type ConfigEnv = z.input<typeof configSchema>;

export interface IdpConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** No trailing slash: relying parties compare the issuer as an exact string. */
  issuer: string;
  client: {
    id: string;
    secret: string;
    redirectUris: string[];
    postLogoutRedirectUris: string[];
  };
  apiAudience: string;
  usersFile: string;
  directoryFile: string;
  dataDir: string;
  /** Given by IDP_JWKS; otherwise generated once and kept in the data folder. */
  jwks: PrivateJwks | undefined;
  /** Given by IDP_COOKIE_KEYS; otherwise generated once and kept in the data folder. */
  cookieKeys: string[] | undefined;
  accessTokenTtl: number;
  trustProxy: boolean;
  logLevel: string;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): IdpConfig {
  const c = parseEnv('idp', configSchema, env);
  return {
    env: c.NODE_ENV,
    host: c.IDP_HOST,
    port: c.IDP_PORT,
    issuer: (c.IDP_ISSUER ?? `http://localhost:${c.IDP_PORT}`).replace(/\/+$/, ''),
    client: {
      id: c.IDP_CLIENT_ID,
      secret: c.IDP_CLIENT_SECRET,
      redirectUris: c.IDP_REDIRECT_URIS,
      postLogoutRedirectUris: c.IDP_POST_LOGOUT_REDIRECT_URIS,
    },
    apiAudience: c.IDP_API_AUDIENCE,
    usersFile: c.IDP_USERS_FILE,
    directoryFile: c.DIRECTORY_FILE,
    dataDir: c.IDP_DATA_DIR,
    jwks: c.IDP_JWKS,
    cookieKeys: c.IDP_COOKIE_KEYS,
    accessTokenTtl: c.IDP_ACCESS_TOKEN_TTL,
    trustProxy: c.IDP_TRUST_PROXY,
    logLevel: c.LOG_LEVEL,
  };
}
