/**
 * Free text sent to the API: a control character, a lone surrogate or a direction override is
 * refused with 400 naming the field, and nothing is saved; line breaks pass where the field
 * holds several lines. The same holds for text that reaches the API another way: an upload's
 * custodian in its query, and the column names of an ingestion mapping.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, TEXT_PROBLEMS } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);

const newCase = (fields: Record<string, unknown>) => ({
  caption: `In re Plain ${String(Date.now())} Inc.`,
  court: 'D. Mass.',
  securityIds: [api.store.securities.all()[0]!.id],
  classPeriodStart: '2024-02-01',
  classPeriodEnd: '2024-08-30',
  ...fields,
});

describe('free text at the API', () => {
  it.each([
    ['caption', 'In re Acme\u0000 Inc.', TEXT_PROBLEMS.control],
    ['caption', 'In re Acme\u0007 Inc.', TEXT_PROBLEMS.control],
    ['caption', 'In re Acme\nInc.', TEXT_PROBLEMS.lineBreak],
    ['caption', 'In re Acme \uD800 Inc.', TEXT_PROBLEMS.surrogate],
    ['judge', 'Hon. \u202Eeoj', TEXT_PROBLEMS.direction],
    ['description', 'two\nlines, then\u0000', TEXT_PROBLEMS.control],
  ])('should refuse a case whose %s is %j, naming the field', async (field, value, message) => {
    const before = api.store.cases.all().length;
    const res = await api
      .as('staff')
      .post('/api/v1/cases')
      .send(newCase({ [field]: value }));
    expect(res.status).toBe(400);
    const { error } = errorResponseSchema.parse(res.body);
    expect(error.code).toBe('invalid_request');
    expect(error.details).toContainEqual({ location: 'body', field, message });
    expect(api.store.cases.all()).toHaveLength(before);
  });

  it('should keep the line breaks of a description', async () => {
    const description = 'First line.\r\nSecond line.\n\tIndented.';
    const res = await api.as('staff').post('/api/v1/cases').send(newCase({ description }));
    expect(res.status).toBe(201);
    expect((res.body as { description: string }).description).toBe(description);
  });

  it('should refuse a direction override in a client name', async () => {
    const res = await api
      .as('admin')
      .post('/api/v1/clients')
      .send({ name: 'Acme \u202Etsurt', type: 'public_pension' });
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).error.details).toContainEqual({
      location: 'body',
      field: 'name',
      message: TEXT_PROBLEMS.direction,
    });
  });

  it.each([
    ['a control character', 'Custody\u0007 Bank', TEXT_PROBLEMS.control],
    ['a direction override', 'Custody \u202Eknab', TEXT_PROBLEMS.direction],
  ])(
    'should refuse an upload whose custodian holds %s, naming it',
    async (_, custodian, message) => {
      const before = api.store.ingestionFiles.size;
      const res = await api
        .as('admin')
        .post('/api/v1/ingestion/uploads')
        .query({ fileName: 'trades.csv', custodian })
        .set('content-type', 'application/octet-stream')
        .send(Buffer.from('Account,Security\r\nA-1,ACME\r\n'));
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).error.details).toContainEqual({
        location: 'query',
        field: 'custodian',
        message,
      });
      expect(api.store.ingestionFiles.size).toBe(before);
    },
  );

  it.each([
    [
      'a control character',
      { columns: { quantity: 'Units\u0000' } },
      'columns.quantity',
      TEXT_PROBLEMS.control,
    ],
    [
      'a line break',
      { columns: { price: 'Unit\nprice' } },
      'columns.price',
      TEXT_PROBLEMS.lineBreak,
    ],
    [
      'a direction override',
      { columns: {}, layout: [{ name: 'Acct \u202Edi', start: 1, width: 8 }] },
      'layout.0.name',
      TEXT_PROBLEMS.direction,
    ],
  ])(
    'should refuse a mapping whose column names hold %s, naming the field',
    async (_, body, field, message) => {
      const [file] = api.store.ingestionFiles.all();
      const mappings = api.store.ingestionMappings.all();
      const res = await api
        .as('admin')
        .put(`/api/v1/ingestion/files/${file!.id}/mapping`)
        .send(body);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).error.details).toContainEqual({
        location: 'body',
        field,
        message,
      });
      expect(api.store.ingestionMappings.all()).toEqual(mappings);
    },
  );
});
