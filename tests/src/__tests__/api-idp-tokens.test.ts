/**
 * The API (in process) with access tokens of the real identity provider: verified against its
 * published keys (JWKS), issuer and audience; the user, privileges and client_NAMES come from
 * the token's claims.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, probeSchema, type ListResponse } from '@backoffice/core/api';
import { DEMO_USERS } from '@backoffice/core/testing';
import { signIn, startIdp, type RunningIdp } from '@backoffice/idp/testing';
import { startTestApi, type TestApi } from '@backoffice/mock-api/testing';

let idp: RunningIdp;
let api: TestApi;
/** The same API for another audience (each generates its store: time for a busy machine). */
let otherAudience: TestApi;
beforeAll(async () => {
  idp = await startIdp();
  api = await startTestApi({ MOCK_API_ISSUER: idp.issuer });
  otherAudience = await startTestApi({ MOCK_API_ISSUER: idp.issuer, MOCK_API_AUDIENCE: 'urn:x' });
}, 60_000);
afterAll(() => idp.close());

async function accessToken(user: 'viewer' | 'staff') {
  const { tokens } = await signIn(idp.rp, DEMO_USERS[user], { resource: api.config.audience });
  return tokens.accessToken;
}

const get = (pathname: string, token: string) =>
  api.as('anonymous').get(`/api/v1${pathname}`).set('Authorization', `Bearer ${token}`);

describe('a token from the identity provider', () => {
  it('should be accepted, and say who the caller is', async () => {
    const res = await get('/', await accessToken('staff'));
    expect(res.status).toBe(200);
    expect(probeSchema.parse(res.body).user).toMatchObject({ username: 'staff', isAdmin: false });
  });

  it("should scope the data by the token's client_NAMES", async () => {
    const viewer = await get('/clients?pageSize=100', await accessToken('viewer'));
    const staff = await get('/clients?pageSize=100', await accessToken('staff'));
    expect((viewer.body as ListResponse<unknown>).total).toBe(2);
    expect((staff.body as ListResponse<unknown>).total).toBe(api.store.clients.all().length);
  });

  it('should be refused with 401 by an API of another audience', async () => {
    const res = await otherAudience
      .as('anonymous')
      .get('/api/v1/')
      .set('Authorization', `Bearer ${await accessToken('staff')}`);
    expect(res.status).toBe(401);
    expect(errorResponseSchema.parse(res.body).error.message).toMatch(/'aud'/);
  });

  it('should be refused with 401 when its claims were changed after signing', async () => {
    const [header, payload, signature] = (await accessToken('viewer')).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    const widened = Buffer.from(JSON.stringify({ ...claims, client_NAMES: [] })).toString(
      'base64url',
    );
    const res = await get('/clients', `${header!}.${widened}.${signature!}`);
    expect(res.status).toBe(401);
  });
});
