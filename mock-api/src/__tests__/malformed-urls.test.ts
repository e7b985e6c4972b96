/**
 * An address with a broken percent-encoding is the caller's mistake: 400 with the error shape,
 * before the bearer token is looked at, and a log line without a stack.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

const MALFORMED = ['%FF', '%', '%C0%AF', '%E2%82'];

let api: TestApi;
const logs: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  api = await startTestApi({}, { logger: pino({ level: 'info' }, sink) });
}, 60_000);

describe('a malformed address at the API', () => {
  it.each(MALFORMED)('should answer 400 invalid_request for /api/v1/clients/%s', async (bad) => {
    for (const caller of ['anonymous', 'staff'] as const) {
      const res = await api.as(caller).get(`/api/v1/clients/${bad}`);
      expect(res.status, caller).toBe(400);
      const { error } = errorResponseSchema.parse(res.body);
      expect(error.code).toBe('invalid_request');
      expect(error.requestId).toBe(res.headers['x-request-id']);
    }
  });

  it('should log the refused addresses without an error or a stack', async () => {
    await api.as('staff').get('/api/v1/clients/%FF');
    const lines = logs.map((line) => JSON.parse(line) as { level: number; res?: object });
    expect(lines.some((l) => l.level <= 40 && l.res)).toBe(true);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(logs.join('\n')).not.toMatch(/URIError|"stack"/);
  });
});
