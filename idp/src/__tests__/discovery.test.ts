import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdp, type RunningIdp } from '../testing/index.ts';

let idp: RunningIdp;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(() => idp.close());

describe('discovery', () => {
  it('should publish the issuer and its endpoints', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}/auth`,
      token_endpoint: `${idp.issuer}/token`,
      userinfo_endpoint: `${idp.issuer}/me`,
      end_session_endpoint: `${idp.issuer}/session/end`,
      jwks_uri: `${idp.issuer}/jwks`,
    });
  });

  it('should offer the authorization code flow with PKCE S256 only', async () => {
    const doc = (await (
      await fetch(`${idp.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    expect(doc.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'username', 'name', 'email', 'authorities', 'client_NAMES']),
    );
    expect(doc.id_token_signing_alg_values_supported).toEqual(['RS256']);
  });

  it('should publish only the public half of its RS256 signing keys', async () => {
    const response = await fetch(`${idp.issuer}/jwks`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(typeof key.kid).toBe('string');
      for (const privatePart of ['d', 'p', 'q', 'dp', 'dq', 'qi']) {
        expect(key).not.toHaveProperty(privatePart);
      }
    }
  });

  it('should answer the health check', async () => {
    const response = await fetch(`${idp.issuer}/healthz`);
    expect(response.status).toBe(200);
  });
});
