import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, type DemoUser } from '@backoffice/core/testing';
import { signIn, startIdp, type RunningIdp } from '../testing/index.ts';

let idp: RunningIdp;
let jwks: ReturnType<typeof createRemoteJWKSet>;
beforeAll(async () => {
  idp = await startIdp();
  jwks = createRemoteJWKSet(new URL(`${idp.issuer}/jwks`));
});
afterAll(() => idp.close());

const EXPECTED = {
  admin: {
    username: 'admin',
    name: 'Ada Admin',
    authorities: ['ROLE_ADMIN', 'READ', 'CREATE', 'DELETE', 'UPDATE'],
    client_NAMES: [],
  },
  staff: {
    username: 'staff',
    name: 'Sam Staff',
    authorities: ['ROLE_USER', 'READ', 'CREATE', 'UPDATE'],
    client_NAMES: [],
  },
  viewer: {
    username: 'viewer',
    name: 'Val Viewer',
    authorities: ['ROLE_USER', 'READ'],
    client_NAMES: ['Northwind Teachers Retirement System', 'Bluestone Capital Partners LP'],
  },
} satisfies Record<DemoUser, object>;

const users = Object.keys(EXPECTED) as DemoUser[];

describe('token claims', () => {
  it.each(users)('should put the profile claims of %s in a verifiable ID token', async (user) => {
    const { tokens } = await signIn(idp.rp, DEMO_USERS[user]);
    const { payload, protectedHeader } = await jwtVerify(tokens.idToken, jwks, {
      issuer: idp.issuer,
      audience: idp.rp.clientId,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject(EXPECTED[user]);
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.email).toMatch(/@/);
  });

  it.each(users)(
    'should issue %s a JWT access token for the API that verifies offline',
    async (user) => {
      const { tokens } = await signIn(idp.rp, DEMO_USERS[user]);
      const { payload, protectedHeader } = await jwtVerify(tokens.accessToken, jwks, {
        issuer: idp.issuer,
        audience: 'urn:backoffice:api',
        typ: 'at+jwt',
        algorithms: ['RS256'],
      });
      expect(protectedHeader.typ).toBe('at+jwt');
      expect(payload).toMatchObject({ ...EXPECTED[user], client_id: idp.rp.clientId });
      expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
      expect(payload.email).toMatch(/@/);
      expect(String(payload.scope).split(' ')).toEqual(
        expect.arrayContaining(['openid', 'profile', 'email']),
      );
    },
  );

  it('should make the access token last IDP_ACCESS_TOKEN_TTL seconds', async () => {
    const short = await startIdp({ IDP_ACCESS_TOKEN_TTL: '120' });
    try {
      const { tokens, accessTokenClaims } = await signIn(short.rp, DEMO_USERS.staff);
      expect(tokens.expiresIn).toBe(120);
      expect(accessTokenClaims.exp! - accessTokenClaims.iat!).toBe(120);
    } finally {
      await short.close();
    }
  });

  it('should keep the API audience when the resource is named explicitly', async () => {
    const { accessTokenClaims } = await signIn(idp.rp, DEMO_USERS.staff, {
      resource: 'urn:backoffice:api',
    });
    expect(accessTokenClaims.aud).toBe('urn:backoffice:api');
  });

  it('should refuse an unknown resource', async () => {
    await expect(
      signIn(idp.rp, DEMO_USERS.staff, { resource: 'urn:somewhere:else' }),
    ).rejects.toThrow(/invalid_target/);
  });

  it('should answer userinfo with the same claims for the access token', async () => {
    const { tokens, idTokenClaims } = await signIn(idp.rp, DEMO_USERS.viewer);
    const response = await fetch(`${idp.issuer}/me`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      sub: idTokenClaims.sub,
      email: idTokenClaims.email,
      ...EXPECTED.viewer,
    });
  });

  it('should refuse userinfo without a valid token', async () => {
    const response = await fetch(`${idp.issuer}/me`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });
});
