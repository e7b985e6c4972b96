import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, endpoints } from '../index.ts';

const doc = buildOpenApiDocument(endpoints) as {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId: string; parameters: { name: string; in: string }[] }>
  >;
  components: Record<string, Record<string, unknown>>;
};

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refs(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refs(v, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('should be OpenAPI 3.1 with one operation per endpoint', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((byMethod) =>
      Object.values(byMethod).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('should resolve every reference inside the document', () => {
    for (const ref of refs(doc)) {
      const [, section, name] = /^#\/components\/(\w+)\/(\w+)$/.exec(ref) ?? [];
      expect(doc.components[section ?? '']?.[name ?? ''], ref).toBeDefined();
    }
  });

  it('should describe path parameters and list parameters', () => {
    const get = doc.paths['/cases/{id}']?.get;
    expect(get?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    const list = doc.paths['/trades']?.get;
    expect(list?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'sort', 'q', 'from', 'to', 'clientId']),
    );
  });

  it('should declare the upload body as the raw file: its media types, binary, and the size limit', () => {
    const upload = (doc.paths['/ingestion/uploads']?.post ?? {}) as {
      requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
    };
    const content = upload.requestBody?.content ?? {};
    expect(Object.keys(content).sort()).toEqual([
      'application/octet-stream',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
      'text/plain',
    ]);
    for (const { schema } of Object.values(content)) {
      expect(schema).toMatchObject({
        type: 'string',
        format: 'binary',
        maxLength: 25 * 1024 * 1024,
      });
    }
  });

  it('should state the upload limit it is given, so a server with another limit says so', () => {
    const limited = buildOpenApiDocument(endpoints, { uploadLimitBytes: 1000 }) as typeof doc;
    const body = limited.paths['/ingestion/uploads']?.post as unknown as {
      requestBody: { content: Record<string, { schema: { maxLength: number } }> };
    };
    expect(body.requestBody.content['text/csv']?.schema.maxLength).toBe(1000);
  });

  it('should keep JSON bodies as JSON', () => {
    const create = doc.paths['/cases']?.post as unknown as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(create.requestBody.content)).toEqual(['application/json']);
  });
});
