import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configSchema, ConfigError, loadConfig } from '../config.ts';

const secret = 's'.repeat(40);

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('should use the documented defaults with only a client secret', () => {
    const config = loadConfig({ IDP_CLIENT_SECRET: secret });
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3001,
      issuer: 'http://localhost:3001',
      client: {
        id: 'backoffice-gateway',
        secret,
        redirectUris: ['http://localhost:3000/implicit'],
        postLogoutRedirectUris: ['http://localhost:3000/login'],
      },
      apiAudience: 'urn:backoffice:api',
      accessTokenTtl: 300,
      trustProxy: false,
      logLevel: 'info',
      jwks: undefined,
      cookieKeys: undefined,
    });
  });

  it('should find the shipped users file and the data folder from the module, not the cwd', () => {
    const config = loadConfig({ IDP_CLIENT_SECRET: secret });
    expect(path.isAbsolute(config.usersFile)).toBe(true);
    expect(existsSync(config.usersFile)).toBe(true);
    expect(config.usersFile.endsWith(path.join('server', 'directory', 'demo-users.json'))).toBe(
      true,
    );
    expect(config.dataDir.endsWith(path.join('idp', '.data'))).toBe(true);
    expect(config.directoryFile).toBe(
      fileURLToPath(new URL('../../../.data/directory.sqlite', import.meta.url)),
    );
  });

  it('should derive the issuer from IDP_PORT and drop a trailing slash from IDP_ISSUER', () => {
    expect(loadConfig({ IDP_CLIENT_SECRET: secret, IDP_PORT: '4001' }).issuer).toBe(
      'http://localhost:4001',
    );
    expect(
      loadConfig({ IDP_CLIENT_SECRET: secret, IDP_ISSUER: 'https://idp.example.test/' }).issuer,
    ).toBe('https://idp.example.test');
  });

  it('should read comma-separated redirect URIs', () => {
    const config = loadConfig({
      IDP_CLIENT_SECRET: secret,
      IDP_REDIRECT_URIS: 'http://localhost:3000/implicit, http://localhost:4000/implicit',
    });
    expect(config.client.redirectUris).toEqual([
      'http://localhost:3000/implicit',
      'http://localhost:4000/implicit',
    ]);
  });

  it('should require IDP_CLIENT_SECRET', () => {
    expect(errorOf({})).toMatch(/IDP_CLIENT_SECRET: required/);
  });

  it('should refuse a short client secret without printing it', () => {
    const message = errorOf({ IDP_CLIENT_SECRET: 'short-secret-value' });
    expect(message).toMatch(/IDP_CLIENT_SECRET: must be at least 32 characters/);
    expect(message).not.toContain('short-secret-value');
  });

  it.each([
    ['IDP_PORT', 'not-a-port'],
    ['IDP_PORT', '70000'],
    ['IDP_ISSUER', 'ftp://localhost'],
    ['IDP_ISSUER', 'http://localhost:3001/?x=1'],
    ['IDP_ISSUER', 'http://localhost:3001/idp'],
    ['IDP_REDIRECT_URIS', 'not a url'],
    ['IDP_POST_LOGOUT_REDIRECT_URIS', ','],
    ['IDP_API_AUDIENCE', 'no scheme'],
    ['IDP_ACCESS_TOKEN_TTL', '0'],
    ['IDP_ACCESS_TOKEN_TTL', 'soon'],
    ['IDP_TRUST_PROXY', 'yes'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['IDP_COOKIE_KEYS', 'too-short'],
  ])('should name %s when it is %j', (name, value) => {
    expect(errorOf({ IDP_CLIENT_SECRET: secret, [name]: value })).toMatch(
      new RegExp(`(^|; |: )${name}(\\.[\\w.]+)?: `),
    );
  });

  it('should name every bad variable in one message', () => {
    const message = errorOf({ IDP_PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/IDP_CLIENT_SECRET/);
    expect(message).toMatch(/IDP_PORT/);
    expect(message).toMatch(/LOG_LEVEL/);
  });

  it('should refuse an IDP_JWKS that is not JSON without quoting it', () => {
    const message = errorOf({ IDP_CLIENT_SECRET: secret, IDP_JWKS: '{"keys": [secret-stuff' });
    expect(message).toMatch(/IDP_JWKS: expected valid JSON/);
    expect(message).not.toContain('secret-stuff');
  });

  it('should refuse an IDP_JWKS without private RSA keys', () => {
    const publicOnly = JSON.stringify({ keys: [{ kty: 'RSA', n: 'abc', e: 'AQAB' }] });
    expect(errorOf({ IDP_CLIENT_SECRET: secret, IDP_JWKS: publicOnly })).toMatch(
      /IDP_JWKS\.keys\.0\.d/,
    );
  });

  it('should take cookie keys as a comma-separated list', () => {
    const keys = ['a'.repeat(32), 'b'.repeat(32)];
    expect(
      loadConfig({ IDP_CLIENT_SECRET: secret, IDP_COOKIE_KEYS: keys.join(',') }).cookieKeys,
    ).toEqual(keys);
  });

  it('should name its variables by the schema keys', () => {
    expect(Object.keys(configSchema.shape)).toEqual(
      expect.arrayContaining([
        'IDP_PORT',
        'IDP_HOST',
        'IDP_ISSUER',
        'IDP_CLIENT_ID',
        'IDP_CLIENT_SECRET',
        'IDP_REDIRECT_URIS',
        'IDP_POST_LOGOUT_REDIRECT_URIS',
        'IDP_API_AUDIENCE',
        'IDP_USERS_FILE',
        'IDP_DATA_DIR',
        'IDP_JWKS',
        'IDP_COOKIE_KEYS',
        'IDP_ACCESS_TOKEN_TTL',
        'LOG_LEVEL',
        'NODE_ENV',
      ]),
    );
  });
});
