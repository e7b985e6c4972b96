import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, endpoints, errorResponseSchema, type EndpointId } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { CALLS } from './calls.ts';

let api: TestApi;
beforeAll(async () => {
  // E-mail on, so the digests answer their success; nothing listens there, so nothing is sent.
  api = await startTestApi({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9',
    SMTP_FROM: 'notifications@example.com',
  });
});

const ids = Object.keys(endpoints) as EndpointId[];

describe('every endpoint of the contract', () => {
  it.each(ids)(
    '%s should answer its success status with a body that matches its schema',
    async (id) => {
      const endpoint = endpoints[id];
      const spec = await CALLS[id](api);
      const url = apiUrl(endpoint, spec.params, spec.query);
      const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
      const res = await api
        .as(spec.as)
        [method](url)
        .send(spec.body as object);
      expect(res.status, JSON.stringify(res.body)).toBe(endpoint.status);
      if ('response' in endpoint) {
        const checked = endpoint.response.safeParse(res.body);
        expect(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3))).toBe(true);
      } else if ('file' in endpoint) {
        expect(endpoint.file).toContain(res.type);
        expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
      } else {
        expect(res.text).toBe('');
      }
    },
  );

  it('should give every answer a request id, and echo one the caller sent', async () => {
    const res = await api.as('viewer').get('/api/v1/cases/CA-9999').set('x-request-id', 'trace-42');
    expect(res.headers['x-request-id']).toBe('trace-42');
    expect(errorResponseSchema.parse(res.body).error.requestId).toBe('trace-42');
  });

  it('should answer an unknown path under the API with the error shape and 404', async () => {
    const res = await api.as('viewer').get('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(errorResponseSchema.parse(res.body).error.code).toBe('not_found');
  });

  it('should answer the health check without a token', async () => {
    const res = await api.as('anonymous').get('/healthz');
    expect(res.status).toBe(200);
  });
});
