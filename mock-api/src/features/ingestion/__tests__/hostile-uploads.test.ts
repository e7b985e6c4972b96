import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IngestionFile } from '@backoffice/core/api';
import { delimitedText } from '@backoffice/core/ingestion';
import { startTestApi, warmFileParser, type TestApi } from '../../../testing/test-api.ts';
import type { FileParser } from '../file-parser.ts';
import { bombOf, largeBombOf, wideWorkbook } from './hostile-files.ts';
import { sampleOf, TRADE_HEADER, tradeRows, tradesCsv, uploadFile } from './sample-files.ts';

/** The machine may be busy: reading and generating files can take a while. */
const SLOW = 120_000;

const LIMITS = {
  MOCK_API_UPLOAD_LIMIT_BYTES: '30000000',
  MOCK_API_UPLOAD_UNPACKED_LIMIT_BYTES: '2000000',
  MOCK_API_UPLOAD_ROW_LIMIT: '1000',
  MOCK_API_UPLOAD_COLUMN_LIMIT: '20',
  MOCK_API_UPLOAD_CELL_LIMIT: '1000',
};

/** A test API whose file reader the test holds, to see when it is reading. */
async function apiWith(env: Record<string, string>): Promise<{ api: TestApi; parser: FileParser }> {
  const parser = warmFileParser(env);
  return { api: await startTestApi(env, { fileParser: parser }), parser };
}

const errorOf = (res: { body: unknown }) =>
  (res.body as { error: { code: string; message: string } }).error;

/** What an upload may leave behind: files, their bytes, trades. */
const kept = (api: TestApi) => ({
  files: api.store.ingestionFiles.size,
  originals: api.store.ingestionOriginals.size,
  trades: api.store.trades.all().length,
});

describe('uploads past the limits', () => {
  let api: TestApi;
  let parser: FileParser;
  // Generating the data takes a few seconds, more on a busy machine.
  beforeAll(async () => {
    ({ api, parser } = await apiWith(LIMITS));
  }, 60_000);
  afterAll(() => parser.close());

  it(
    'should refuse a workbook that unpacks past the limit with 413, declared or not',
    async () => {
      const before = kept(api);
      const message = 'The workbook unpacks to more than 2,000,000 bytes, the limit for one upload';
      const honest = await uploadFile(api, 'bomb.xlsx', await bombOf(20_000_000));
      expect(honest.status).toBe(413);
      expect(errorOf(honest)).toMatchObject({ code: 'payload_too_large', message });
      // Its directory says the sheet is 1 KB: inflating it stops at the limit all the same.
      const lying = await uploadFile(api, 'liar.xlsx', await bombOf(20_000_000, 1_000));
      expect(lying.status).toBe(413);
      expect(errorOf(lying)).toMatchObject({ code: 'payload_too_large', message });
      expect(kept(api)).toEqual(before);
    },
    SLOW,
  );

  it(
    'should refuse a file over the row limit with 422 naming it, and take one at it',
    async () => {
      const sample = sampleOf(api);
      const before = kept(api);
      const over = await uploadFile(api, 'long.csv', tradesCsv(sample, 1_001));
      expect(over.status).toBe(422);
      expect(errorOf(over)).toMatchObject({
        code: 'unprocessable',
        message: 'The file has more than 1,000 rows, the limit for one upload',
      });
      expect(kept(api)).toEqual(before);
      const at = await uploadFile(api, 'full.csv', tradesCsv(sample, 1_000));
      expect(at.status, JSON.stringify(at.body)).toBe(201);
      expect(at.body).toMatchObject({ rowCount: 1_000, validRowCount: 1_000 });
    },
    SLOW,
  );

  it(
    'should refuse a row with too many columns or a cell too long, in text or a workbook',
    async () => {
      const sample = sampleOf(api);
      const before = kept(api);
      const wide = [...TRADE_HEADER, ...Array.from({ length: 15 }, (_, i) => `Note ${String(i)}`)];
      const csv = await uploadFile(api, 'wide.csv', delimitedText([wide, ...tradeRows(sample, 2)]));
      expect(csv.status).toBe(422);
      expect(errorOf(csv).message).toBe('Row 1 has 21 columns; the limit is 20');
      const book = await uploadFile(api, 'wide.xlsx', await wideWorkbook(16_384));
      expect(book.status).toBe(422);
      expect(errorOf(book).message).toBe('Row 1 has 16,384 columns; the limit is 20');
      const rows = tradeRows(sample, 3).map((r, i) => (i === 1 ? [...r, 'y'.repeat(1_001)] : r));
      const long = await uploadFile(api, 'long-cell.csv', delimitedText([TRADE_HEADER, ...rows]));
      expect(long.status).toBe(422);
      expect(errorOf(long).message).toBe(
        'Row 3 has a cell longer than 1,000 characters, the limit',
      );
      expect(kept(api)).toEqual(before);
    },
    SLOW,
  );

  it(
    'should read a file once for its upload, its preview, a mapping look and its ingestion',
    async () => {
      const before = parser.filesRead;
      const res = await uploadFile(api, 'once.csv', tradesCsv(sampleOf(api), 12, 5));
      const file = res.body as IngestionFile;
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const preview = await api.as('admin').get(`/api/v1/ingestion/files/${file.id}/preview`);
      expect(preview.status).toBe(200);
      const ingest = await api.as('admin').post(`/api/v1/ingestion/files/${file.id}/ingest`);
      expect(ingest.body).toMatchObject({ status: 'ingested', ingestedRows: 12 });
      expect(parser.filesRead - before).toBe(1);
    },
    SLOW,
  );
});

describe('a file that takes the reader long, or breaks it', () => {
  let api: TestApi;
  let parser: FileParser;
  beforeAll(async () => {
    ({ api, parser } = await apiWith({
      MOCK_API_UPLOAD_LIMIT_BYTES: '30000000',
      MOCK_API_UPLOAD_UNPACKED_LIMIT_BYTES: '200000000',
      MOCK_API_PARSE_MEMORY_MB: '24',
    }));
  }, 60_000);
  afterAll(() => parser.close());

  it(
    'should answer other calls while a workbook bomb is inflated, then refuse it with 413',
    async () => {
      const before = kept(api);
      const answered: string[] = [];
      const bomb = await largeBombOf(300);
      const upload = uploadFile(api, 'bomb.xlsx', bomb).then((res) => {
        answered.push('upload');
        return res;
      });
      await vi.waitFor(
        () => {
          expect(parser.busy).toBe(true);
        },
        { timeout: 30_000 },
      );
      const list = await api.as('admin').get('/api/v1/ingestion/files').query({ pageSize: 10 });
      answered.push('list');
      expect(list.status).toBe(200);
      const res = await upload;
      expect(answered).toEqual(['list', 'upload']);
      expect(res.status).toBe(413);
      expect(errorOf(res).message).toBe(
        'The workbook unpacks to more than 200,000,000 bytes, the limit for one upload',
      );
      expect(kept(api)).toEqual(before);
    },
    SLOW,
  );

  it(
    'should answer a file that makes the reader run out of memory, and read the next one',
    async () => {
      const sample = sampleOf(api);
      const before = kept(api);
      const crash = await uploadFile(api, 'huge.csv', tradesCsv(sample, 300_000));
      expect(crash.status).toBe(422);
      expect(errorOf(crash).message).toMatch(/^Reading the file needed more than the 24 MB/);
      expect(kept(api)).toEqual(before);
      const next = await uploadFile(api, 'after.csv', tradesCsv(sample, 3, 9));
      expect(next.status, JSON.stringify(next.body)).toBe(201);
      expect(next.body).toMatchObject({ status: 'staged', validRowCount: 3 });
    },
    SLOW,
  );
});
