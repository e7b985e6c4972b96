import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const SECRET = 's'.repeat(40);
const VALID = { OIDC_CLIENT_SECRET: SECRET, SESSION_SECRET: `${SECRET}x` };
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('gateway configuration', () => {
  it('should default to the local IdP and mock API', () => {
    const config = loadConfig(VALID);
    expect(config.oidc.issuerUrl).toBe('http://localhost:3001');
    expect(config.backendUrl.toString()).toBe('http://localhost:3002/');
    expect(config.baseUrl.origin).toBe('http://localhost:3000');
    expect(config.cookieSecure).toBe(false);
    expect(config.session.cookieName).toBe('bo_session');
    expect(config.claims.username).toEqual(['username', 'name']);
  });

  it('should name every missing secret', () => {
    const message = errorOf({});
    expect(message).toMatch(/SESSION_SECRET/);
    expect(errorOf({ SESSION_SECRET: SECRET })).toMatch(/OIDC_CLIENT_SECRET: required/);
  });

  it.each([
    [{ GATEWAY_PORT: '70000' }, /GATEWAY_PORT/],
    [{ GATEWAY_PORT: 'abc' }, /GATEWAY_PORT/],
    [{ BACKEND_URL: 'ftp://backend' }, /BACKEND_URL: expected an http\(s\) URL/],
    [{ OIDC_ISSUER_URL: 'not a url' }, /OIDC_ISSUER_URL/],
    [{ AUTH_MODE: 'magic' }, /AUTH_MODE/],
    [{ REDIS_URL: 'http://redis' }, /REDIS_URL: expected a redis/],
    [{ SESSION_IDLE_TIMEOUT: '-5' }, /SESSION_IDLE_TIMEOUT/],
    [{ BASE_URL: 'https://bo.example', COOKIE_SECURE: 'false' }, /COOKIE_SECURE/],
    [
      { AUTH_MODE: 'stub', NODE_ENV: 'production' },
      /AUTH_MODE: stub .* refused with NODE_ENV=production/,
    ],
  ])('should refuse %o and name the variable', (env, pattern) => {
    expect(errorOf({ ...VALID, ...env })).toMatch(pattern);
  });

  it('should never print a secret in an error', () => {
    const message = errorOf({
      OIDC_CLIENT_SECRET: 'tooshort-but-secret',
      SESSION_SECRET: 'also-secret-value',
    });
    expect(message).not.toContain('tooshort-but-secret');
    expect(message).not.toContain('also-secret-value');
  });

  it('should use a Secure __Host- cookie whenever the public URL is https', () => {
    const config = loadConfig({ ...VALID, BASE_URL: 'https://backoffice.example' });
    expect(config.cookieSecure).toBe(true);
    expect(config.session.cookieName).toBe('__Host-bo_session');
  });

  it('should take the claim names from the environment', () => {
    const config = loadConfig({
      ...VALID,
      CLAIM_USERNAME: 'preferred_username',
      CLAIM_AUTHORITIES: 'groups',
    });
    expect(config.claims.username).toEqual(['preferred_username']);
    expect(config.claims.authorities).toBe('groups');
  });

  it('should stop a start with bad configuration with one clear line and exit code 1', () => {
    const result = spawnSync(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, SESSION_SECRET: 'short-secret', OIDC_CLIENT_SECRET: SECRET },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Invalid gateway configuration: SESSION_SECRET: must be at least 32 characters/,
    );
    expect(result.stderr).not.toContain('short-secret');
    expect(result.stderr).not.toContain(SECRET);
  });
});
