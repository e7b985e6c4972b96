/**
 * Creates sent again with the same Idempotency-Key (their first answer was lost) make one
 * record and get the first answer; a key is the caller's own, and is refused when malformed or
 * reused for another request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

const client = (name: string) => ({ name, type: 'foundation' });
const codeOf = (body: unknown) => errorResponseSchema.parse(body).error.code;
const named = (name: string) => api.store.clients.all().filter((c) => c.name === name);

describe('a create with an Idempotency-Key', () => {
  it('should make one record however often it is sent, and answer each time as the first', async () => {
    const key = 'k-retry-0000000000000001';
    const send = () =>
      api.as('staff').post('/api/v1/clients').set('Idempotency-Key', key).send(client('Once Fund'));
    const answers = await Promise.all([send(), send()]);
    const again = await send();
    for (const res of [...answers, again]) expect(res.status).toBe(201);
    const ids = [...answers, again].map((res) => (res.body as { id: string }).id);
    expect(new Set(ids).size).toBe(1);
    expect(named('Once Fund')).toHaveLength(1);
  });

  it('should be the caller’s own: another user with the same key makes their own record', async () => {
    const key = 'k-shared-000000000000002';
    const mine = await api
      .as('staff')
      .post('/api/v1/clients')
      .set('Idempotency-Key', key)
      .send(client('Staff Fund'));
    const theirs = await api
      .as('admin')
      .post('/api/v1/clients')
      .set('Idempotency-Key', key)
      .send(client('Admin Fund'));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(named('Admin Fund')).toHaveLength(1);
  });

  it('should refuse the same key with another request, and change nothing', async () => {
    const key = 'k-reused-000000000000003';
    const first = await api
      .as('staff')
      .post('/api/v1/clients')
      .set('Idempotency-Key', key)
      .send(client('First Fund'));
    expect(first.status).toBe(201);
    const other = await api
      .as('staff')
      .post('/api/v1/clients')
      .set('Idempotency-Key', key)
      .send(client('Second Fund'));
    expect(other.status).toBe(422);
    expect(codeOf(other.body)).toBe('unprocessable');
    expect(named('Second Fund')).toHaveLength(0);
  });

  it('should refuse a malformed key with 400 naming the header', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/clients')
      .set('Idempotency-Key', 'short')
      .send(client('Malformed Fund'));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Idempotency-Key');
    expect(named('Malformed Fund')).toHaveLength(0);
  });

  it('should not keep a refused create: the same key may be sent again once the input is right', async () => {
    const key = 'k-fixed-0000000000000004';
    const bad = await api
      .as('staff')
      .post('/api/v1/clients')
      .set('Idempotency-Key', key)
      .send({ name: 'Fixed Fund', type: 'not-a-type' });
    expect(bad.status).toBe(400);
    const good = await api
      .as('staff')
      .post('/api/v1/clients')
      .set('Idempotency-Key', key)
      .send(client('Fixed Fund'));
    expect(good.status).toBe(201);
  });
});
