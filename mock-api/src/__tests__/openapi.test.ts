import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, endpoints } from '@backoffice/core/api';
import { OPENAPI_FILE } from '../scripts/openapi-file.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

describe('the OpenAPI document', () => {
  it('should be current in the repository (npm run openapi -w mock-api regenerates it)', () => {
    const checkedIn: unknown = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
    expect(checkedIn).toEqual(buildOpenApiDocument(endpoints));
  });

  it('should be what GET /api/v1/openapi.json serves', async () => {
    const res = await api.as('viewer').get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
  });
});
