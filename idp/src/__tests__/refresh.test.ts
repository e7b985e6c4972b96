import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@backoffice/core/testing';
import {
  refreshTokens,
  signIn,
  startIdp,
  TokenEndpointError,
  type RunningIdp,
} from '../testing/index.ts';

let idp: RunningIdp;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(() => idp.close());

describe('refresh tokens', () => {
  it('should give a new API access token with the same claims for a refresh token', async () => {
    const { tokens, accessTokenClaims } = await signIn(idp.rp, DEMO_USERS.viewer);
    const refreshed = await refreshTokens(idp.rp, tokens.refreshToken!);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    const { payload } = await jwtVerify(
      refreshed.accessToken,
      createRemoteJWKSet(new URL(`${idp.issuer}/jwks`)),
      { issuer: idp.issuer, audience: 'urn:backoffice:api', typ: 'at+jwt' },
    );
    for (const claim of ['sub', 'username', 'name', 'email', 'authorities', 'client_NAMES']) {
      expect(payload[claim]).toEqual(accessTokenClaims[claim]);
    }
  });

  it('should rotate the refresh token on every use', async () => {
    const { tokens } = await signIn(idp.rp, DEMO_USERS.staff);
    const first = await refreshTokens(idp.rp, tokens.refreshToken!);
    expect(first.refreshToken).toEqual(expect.any(String));
    expect(first.refreshToken).not.toBe(tokens.refreshToken);
    const second = await refreshTokens(idp.rp, first.refreshToken!);
    expect(second.refreshToken).not.toBe(first.refreshToken);
  });

  it('should refuse a refresh token that was already used', async () => {
    const { tokens } = await signIn(idp.rp, DEMO_USERS.admin);
    await refreshTokens(idp.rp, tokens.refreshToken!);
    const reuse = refreshTokens(idp.rp, tokens.refreshToken!);
    await expect(reuse).rejects.toBeInstanceOf(TokenEndpointError);
    await expect(reuse).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('should refuse a refresh token presented with the wrong client secret', async () => {
    const { tokens } = await signIn(idp.rp, DEMO_USERS.admin);
    const wrongSecret = { ...idp.rp, clientSecret: 'x'.repeat(40) };
    await expect(refreshTokens(wrongSecret, tokens.refreshToken!)).rejects.toMatchObject({
      status: 401,
      error: 'invalid_client',
    });
  });
});
