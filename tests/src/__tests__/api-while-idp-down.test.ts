/**
 * The backend starts while the identity provider is down: it cannot fetch the IdP's signing
 * keys, so calls with the IdP's tokens answer 503 with Retry-After (not 401, which would send
 * users to a sign-in that cannot work either); once the IdP is back, calls succeed without
 * restarting the backend.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@backoffice/core/api';
import { DEMO_USERS, startStack, type TestStack } from '@backoffice/core/testing';
import { signIn, type RelyingParty } from '@backoffice/idp/testing';

const AUDIENCE = 'urn:backoffice:api';

const relyingParty = (idp: TestStack): RelyingParty => ({
  issuer: idp.urls.idp,
  clientId: 'backoffice-gateway',
  clientSecret: idp.secrets.clientSecret,
  redirectUri: `${idp.urls.gateway}/implicit`,
});

async function accessToken(idp: TestStack): Promise<string> {
  const { tokens } = await signIn(relyingParty(idp), DEMO_USERS.staff, { resource: AUDIENCE });
  return tokens.accessToken;
}

describe('the API started while the IdP is down', () => {
  const stacks: TestStack[] = [];
  afterAll(async () => {
    for (const stack of stacks.reverse()) await stack.stop();
  });

  it('should answer 503 with Retry-After, then recover by itself when the IdP is back', async () => {
    const first = await startStack({ services: ['idp'] });
    stacks.push(first);
    const earlier = await accessToken(first);
    await first.stop();
    stacks.pop();

    const api = await startStack({ services: ['mock-api'], ports: { idp: first.ports.idp } });
    stacks.push(api);
    const call = (token: string) =>
      fetch(`${api.urls.api}/api/v1/clients`, { headers: { authorization: `Bearer ${token}` } });

    const down = await call(earlier);
    expect(down.status).toBe(503);
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
    const { error } = errorResponseSchema.parse(await down.json());
    expect(error.code).toBe('service_unavailable');
    expect(error.message).toMatch(/identity provider could not be reached/);

    // The IdP comes back where it was, with the same client registration.
    const back = await startStack({
      services: ['idp'],
      ports: first.ports,
      secrets: first.secrets,
    });
    stacks.push(back);
    const token = await accessToken(back);
    await expect.poll(async () => (await call(token)).status, { timeout: 30_000 }).toBe(200);
  });
});
