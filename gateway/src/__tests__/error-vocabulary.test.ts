/**
 * Every refusal the gateway itself answers under /api/v1 (and at /auth/session) speaks the
 * contract's error catalogue: a code of ERROR_STATUS with that code's status, in the one shape.
 */
import type { Response as ExpressResponse } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, errorResponseSchema } from '@backoffice/core/api';
import { freePort, HttpClient } from '@backoffice/core/testing';
import { sendError } from '../http/errors.ts';
import { sameSiteHeaders, startGatewayStack, type RunningGateway } from './support.ts';

// Compiled, never run: a code outside the catalogue is a type error.
export function onlyCatalogueCodes(res: ExpressResponse): void {
  // @ts-expect-error: 'unauthenticated' is not a code of the contract's catalogue.
  sendError(res, 'unauthenticated', 'You are not signed in.');
}

async function expectCatalogued(response: Response, code: keyof typeof ERROR_STATUS) {
  const body = errorResponseSchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  expect(response.status).toBe(ERROR_STATUS[code]);
  expect(body.error.requestId).toBe(response.headers.get('x-request-id'));
}

describe("the gateway's error vocabulary", () => {
  let stop: () => Promise<void>;
  let gateway: RunningGateway;
  let staff: HttpClient;

  beforeAll(async () => {
    // Nothing listens at the backend's address: every proxied call fails to connect.
    const backend = `http://localhost:${await freePort()}`;
    ({ stop, gateway } = await startGatewayStack(
      { BACKEND_URL: backend, BODY_LIMIT_BYTES: '1024' },
      { services: ['idp'] },
    ));
    staff = await gateway.signIn('staff');
  });
  afterAll(() => stop());

  const api = (path: string) => `${gateway.url}/api/v1${path}`;

  it('should say unauthorized without a session, for the API and for the session endpoint', async () => {
    const anonymous = new HttpClient();
    await expectCatalogued(await anonymous.request(api('/cases')), 'unauthorized');
    await expectCatalogued(await anonymous.request(`${gateway.url}/auth/session`), 'unauthorized');
  });

  it('should say csrf_failed for a write from elsewhere or without the header', async () => {
    const body = '{}';
    const headers = { 'content-type': 'application/json' };
    const foreign = {
      ...headers,
      origin: 'https://evil.example',
      'x-requested-with': 'BackOffice',
    };
    const bare = { ...headers, origin: new URL(gateway.url).origin };
    for (const sent of [foreign, bare]) {
      const response = await staff.request(api('/cases'), { method: 'POST', headers: sent, body });
      await expectCatalogued(response, 'csrf_failed');
    }
  });

  it('should say invalid_request for a path that steps outside the API', async () => {
    await expectCatalogued(await staff.request(api('/a%2F..%2Fhealthz')), 'invalid_request');
  });

  it('should say length_required and payload_too_large for uploads it will not send on', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('a,b\n'));
        controller.close();
      },
    });
    const chunked = await staff.request(api('/ingestion/files'), {
      method: 'POST',
      headers: { ...sameSiteHeaders(gateway.url), 'content-type': 'text/csv' },
      body: stream,
      // Node's fetch needs it for a stream body; the DOM's RequestInit type does not know it.
      ...({ duplex: 'half' } as object),
    });
    await expectCatalogued(chunked, 'length_required');
    const large = await staff.request(api('/ingestion/files'), {
      method: 'POST',
      headers: { ...sameSiteHeaders(gateway.url), 'content-type': 'text/csv' },
      body: 'x'.repeat(2048),
    });
    await expectCatalogued(large, 'payload_too_large');
  });

  it('should say bad_gateway when the backend cannot be reached', async () => {
    await expectCatalogued(
      await staff.request(api('/cases'), { headers: sameSiteHeaders(gateway.url) }),
      'bad_gateway',
    );
  });
});
