/**
 * Bearer tokens: the form sign-in issues them; every call checks signature, issuer, audience,
 * expiry and algorithm, and refuses anything else with 401 and the error shape.
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@backoffice/core';
import { errorResponseSchema, loginResponseSchema, probeSchema } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

const claims = { username: 'staff', authorities: ['ROLE_USER', 'READ'], client_NAMES: [] };

function forge(key: KeyObject, edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt) {
  // A user of the directory: the API refuses a subject it does not know.
  const jwt = new SignJWT({ ...claims, sub: String(decodeJwt(api.tokens.staff).sub) })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(api.config.formIssuer)
    .setAudience(api.config.audience)
    .setIssuedAt()
    .setExpirationTime('10m');
  return edit(jwt).sign(key);
}

const unsigned = () => {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, sub: 'someone', iss: api.config.formIssuer, aud: api.config.audience, exp: now + 600 })}.`;
};

/** Well signed, for a known user, but good for ever. */
const neverExpiring = (key: KeyObject) =>
  new SignJWT({ ...claims, sub: String(decodeJwt(api.tokens.staff).sub) })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(api.config.formIssuer)
    .setAudience(api.config.audience)
    .setIssuedAt()
    .sign(key);

const otherKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

describe('the form sign-in', () => {
  it('should return a token in the Authorization header and the user in the body', async () => {
    const res = await api
      .as('anonymous')
      .post('/api/v1/login')
      .send({ data: { username: 'viewer', password: 'viewer' } });
    expect(res.status).toBe(200);
    expect(res.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const body = loginResponseSchema.parse(res.body);
    expect(body.user.clientNames).toEqual([
      'Northwind Teachers Retirement System',
      'Bluestone Capital Partners LP',
    ]);
    const token = decodeJwt(String(res.headers.authorization).slice(7));
    expect(token.client_NAMES).toEqual(body.user.clientNames);
    expect(token.aud).toBe(api.config.audience);
  });

  it('should refuse a wrong password with 403 and the spec’s message', async () => {
    const res = await api
      .as('anonymous')
      .post('/api/v1/login')
      .send({ data: { username: 'viewer', password: 'nope' } });
    expect(res.status).toBe(403);
    expect(errorResponseSchema.parse(res.body).error.message).toBe(MESSAGES.badCredentials);
    expect(res.headers.authorization).toBeUndefined();
  });

  it('should refuse an unknown user the same way', async () => {
    const res = await api
      .as('anonymous')
      .post('/api/v1/login')
      .send({ data: { username: 'nobody', password: 'x' } });
    expect(res.status).toBe(403);
  });

  it('should refuse credentials that are not in a data object with 400', async () => {
    const res = await api
      .as('anonymous')
      .post('/api/v1/login')
      .send({ username: 'viewer', password: 'viewer' });
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).error.details?.map((d) => d.field)).toEqual(
      expect.arrayContaining(['data', 'username', 'password']),
    );
  });
});

describe('the probe', () => {
  it("should answer the caller's identity and echo the page header", async () => {
    const res = await api.as('staff').get('/api/v1/').set('page', 'Case List');
    expect(res.status).toBe(200);
    const probe = probeSchema.parse(res.body);
    expect(probe.user).toMatchObject({ username: 'staff', roles: ['ROLE_USER'], isAdmin: false });
    expect(probe.page).toBe('Case List');
  });
});

describe('a call with a bad token', () => {
  const cases: [string, () => Promise<string> | string][] = [
    ['no token at all', () => ''],
    ['a token that is not a JWT', () => 'not-a-jwt'],
    [
      'an expired token',
      () => forge(api.signingKey, (j) => j.setExpirationTime(Math.floor(Date.now() / 1000) - 60)),
    ],
    [
      'a token for another audience',
      () => forge(api.signingKey, (j) => j.setAudience('urn:other:api')),
    ],
    [
      'a token from an unknown issuer',
      () => forge(api.signingKey, (j) => j.setIssuer('https://evil.example')),
    ],
    ['a token signed with an unknown key', () => forge(otherKey())],
    ['an unsigned token (alg none)', unsigned],
    ['a token without an expiry', () => neverExpiring(api.signingKey)],
  ];

  it.each(cases)('should be refused with 401: %s', async (_, make) => {
    const token = await make();
    const req = api.as('anonymous').get('/api/v1/cases');
    const res = await (token ? req.set('Authorization', `Bearer ${token}`) : req);
    expect(res.status).toBe(401);
    expect(errorResponseSchema.parse(res.body).error.code).toBe('unauthorized');
  });

  it('should answer 503 with Retry-After for an IdP token while its keys cannot be fetched', async () => {
    const token = await forge(api.signingKey, (j) => j.setIssuer(api.config.issuer));
    const res = await api
      .as('anonymous')
      .get('/api/v1/cases')
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(503);
    expect(errorResponseSchema.parse(res.body).error.code).toBe('service_unavailable');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('should accept a well-formed token signed with the key', async () => {
    const res = await api
      .as('anonymous')
      .get('/api/v1/cases')
      .set('Authorization', `Bearer ${await forge(api.signingKey)}`);
    expect(res.status).toBe(200);
  });

  it('should refuse a basic-auth header with 401', async () => {
    const res = await api
      .as('anonymous')
      .get('/api/v1/cases')
      .set('Authorization', 'Basic dmlld2VyOnZpZXdlcg==');
    expect(res.status).toBe(401);
  });
});
