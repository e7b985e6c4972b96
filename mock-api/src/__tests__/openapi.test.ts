import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, endpoints } from '@backoffice/core/api';
import { OPENAPI_FILE } from '../scripts/openapi-file.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
// Starting an API generates its data: slow on a machine busy with other tests.
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);

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

  it('should state the upload limit this server is configured with', async () => {
    const limited = await startTestApi({ MOCK_API_UPLOAD_LIMIT_BYTES: '4096' });
    const res = await limited.as('viewer').get('/api/v1/openapi.json');
    const body = res.body as {
      paths: Record<string, { post: { requestBody: { content: Record<string, unknown> } } }>;
    };
    expect(body.paths['/ingestion/uploads']?.post.requestBody.content['text/csv']).toEqual({
      schema: { type: 'string', format: 'binary', maxLength: 4096 },
    });
    // It generates its data first: slow on a busy machine.
  }, 60_000);
});
