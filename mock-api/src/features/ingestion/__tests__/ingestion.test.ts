import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FilePreview, IngestionFile, TrackerEntry, UndoResult } from '@backoffice/core/api';
import { delimitedText, excelSerial } from '@backoffice/core/ingestion';
import { startTestApi, warmFileParser, type TestApi } from '../../../testing/test-api.ts';
import {
  sampleOf,
  TRADE_HEADER,
  tradeRows,
  tradesCsv,
  uploadFile,
  type Sample,
} from './sample-files.ts';

const LIMIT = 20_000;
let api: TestApi;
let sample: Sample;

// Generating the data takes a few seconds, more on a busy machine.
beforeAll(async () => {
  const env = { MOCK_API_UPLOAD_LIMIT_BYTES: String(LIMIT) };
  api = await startTestApi(env, { fileParser: warmFileParser(env) });
  sample = sampleOf(api);
}, 60_000);

const post = (path: string) => api.as('admin').post(`/api/v1/ingestion/files/${path}`);

async function staged(name: string, body: string | Buffer, query = {}): Promise<IngestionFile> {
  const res = await uploadFile(api, name, body, query);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as IngestionFile;
}

async function ingested(file: IngestionFile): Promise<IngestionFile> {
  const res = await post(`${file.id}/ingest`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as IngestionFile;
}

async function tradesOf(fileId: string) {
  const res = await api.as('admin').get('/api/v1/trades').query({ sourceFileId: fileId });
  return res.body as { total: number; items: { tradeDate: string; quantity: number }[] };
}

const errorOf = (res: { body: unknown }) =>
  (res.body as { error: { code: string; message: string } }).error;

const fileCount = () => api.store.ingestionFiles.size;

describe('uploading a custodian file', () => {
  it('should stage a good file with its client and custodian detected, then ingest its rows', async () => {
    const file = await staged('march.csv', tradesCsv(sample, 5));
    expect(file).toMatchObject({
      status: 'staged',
      clientId: sample.account.clientId,
      custodian: sample.account.custodian,
      kind: 'trades',
      period: '2025-03',
      rowCount: 5,
      validRowCount: 5,
      errorCount: 0,
      encoding: 'utf-8',
      hasOriginal: true,
    });
    const done = await ingested(file);
    expect(done).toMatchObject({ status: 'ingested', ingestedRows: 5, processedBy: 'admin' });
    const trades = await tradesOf(file.id);
    expect(trades.total).toBe(5);
    expect(trades.items.map((t) => t.tradeDate).sort()[0]).toBe('2025-03-03');
  });

  it('should add nothing when the same rows are ingested again', async () => {
    const text = tradesCsv(sample, 4, 7);
    const first = await ingested(await staged('twice.csv', text));
    const again = await ingested(await staged('twice-again.csv', text));
    expect([first.ingestedRows, again.ingestedRows]).toEqual([4, 0]);
    const longer = await ingested(await staged('longer.csv', tradesCsv(sample, 6, 7)));
    expect(longer.ingestedRows).toBe(2);
    expect((await tradesOf(again.id)).total).toBe(0);
  });

  it('should report bad rows by row number, column, value and problem', async () => {
    const rows = tradeRows(sample, 4, 11);
    rows[1]![1] = '037833101';
    rows[2]![2] = '13/45/2025';
    rows[3]![3] = 'HOLD';
    const file = await staged('bad-rows.csv', delimitedText([TRADE_HEADER, ...rows]));
    expect(file).toMatchObject({ status: 'staged', rowCount: 4, validRowCount: 1, errorCount: 3 });
    expect(file.rowErrors.map((e) => [e.row, e.column, e.value])).toEqual([
      [3, 'CUSIP', '037833101'],
      [4, 'Trade Date', '13/45/2025'],
      [5, 'B/S', 'HOLD'],
    ]);
    const preview = await api.as('admin').get(`/api/v1/ingestion/files/${file.id}/preview`);
    const body = preview.body as FilePreview;
    expect(body.rows.map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(body.errors[0]!.problem).toBe('CUSIP check digit should be 0, not 1');
    expect((await ingested(file)).ingestedRows).toBe(1);
  });

  it('should skip a file with no valid row, saying why', async () => {
    const rows = [[sample.account.accountNumber, 'NOPE!', 'x', 'B', '1', '1']];
    const res = await uploadFile(api, 'junk.csv', delimitedText([TRADE_HEADER, ...rows]));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'skipped', validRowCount: 0 });
    expect((res.body as IngestionFile).skipReason).toMatch(/^No valid row\. row 2, CUSIP: /);
  });

  it('should refuse a file over the limit with 413 and keep nothing', async () => {
    const before = fileCount();
    const res = await uploadFile(api, 'big.csv', 'x'.repeat(LIMIT + 1));
    expect(res.status).toBe(413);
    expect(errorOf(res)).toMatchObject({
      code: 'payload_too_large',
      message: 'The file is larger than the upload limit of 20,000 bytes',
    });
    expect(fileCount()).toBe(before);
  });

  it('should accept only CSV, XLSX and TXT, and only from administrators', async () => {
    const before = fileCount();
    const exe = await uploadFile(api, 'tool.exe', tradesCsv(sample, 1));
    expect(exe.status).toBe(422);
    expect(errorOf(exe).message).toBe(
      'Only CSV, XLSX and TXT files are accepted; "tool.exe" is none of them',
    );
    const fake = await uploadFile(api, 'fake.xlsx', tradesCsv(sample, 1), {
      clientId: sample.account.clientId,
      custodian: sample.account.custodian,
    });
    expect(fake.body).toMatchObject({ status: 'skipped' });
    expect((fake.body as IngestionFile).skipReason).toContain('Not an Excel workbook (XLSX)');
    const staff = await uploadFile(api, 'a.csv', tradesCsv(sample, 1), {}, 'staff');
    expect(staff.status).toBe(403);
    const empty = await uploadFile(api, 'empty.csv', '');
    expect(errorOf(empty)).toMatchObject({
      code: 'unprocessable',
      message: '"empty.csv" is empty',
    });
    expect(fileCount()).toBe(before + 1);
  });

  it('should store a name with a path or control characters safely', async () => {
    const file = await staged('../../etc/\u0000pass\u001bwd\u202e.csv', tradesCsv(sample, 1, 99));
    expect(file.fileName).toBe('passwd.csv');
  });
});

describe('encodings and shapes of real files', () => {
  it('should read Windows-1252 text with semicolons', async () => {
    const text = `${tradesCsv(sample, 2, 21, ';')}\r\n`.replace('Price', 'Price;Note');
    const lines = text.split('\r\n').map((l, i) => (i > 0 && l ? `${l};Zürich – café` : l));
    const file = await staged('cp1252.csv', iconv.encode(lines.join('\r\n'), 'win1252'));
    expect(file).toMatchObject({ encoding: 'windows-1252', validRowCount: 2, errorCount: 0 });
  });

  it('should read UTF-8 with a byte-order mark, header and trailer records, quoted newlines', async () => {
    const rows = tradeRows(sample, 3, 31).map((r, i) => (i === 0 ? [...r, 'two\nlines'] : r));
    const body = delimitedText([
      ['HDR', 'CUSTODIAN', '20250401'],
      [...TRADE_HEADER, 'Memo'],
      ...rows,
      ['TRL', '3'],
    ]);
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${body}\r\n\r\n\r\n`),
    ]);
    const file = await staged('bom.csv', bytes);
    expect(file).toMatchObject({
      encoding: 'utf-8-bom',
      rowCount: 3,
      validRowCount: 3,
      errorCount: 0,
    });
  });

  it('should read Excel dates in a workbook, as dates or serial day numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Trades');
    sheet.addRow(TRADE_HEADER);
    const [a, b] = tradeRows(sample, 2, 41);
    sheet.addRow([a![0], a![1], new Date(Date.UTC(2025, 2, 14)), a![3], 100, 12.5]);
    sheet.addRow([b![0], b![1], excelSerial('2025-03-17'), b![3], 200, 13]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = await ingested(await staged('book.xlsx', bytes));
    expect(file).toMatchObject({ format: 'xlsx', ingestedRows: 2 });
    const dates = (await tradesOf(file.id)).items.map((t) => t.tradeDate).sort();
    expect(dates).toEqual(['2025-03-14', '2025-03-17']);
  });
});

describe('mapping, undo and the original', () => {
  it('should remember a mapping per custodian and restage a skipped file with it', async () => {
    const header = ['Acct', 'Sec', 'Dt', 'Action', 'Units', 'Px'];
    // Another custodian, whose files name their columns in their own way.
    const account = api.store.accounts.all().find((a) => a.custodian !== sample.account.custodian)!;
    const other = { ...sample, account };
    const text = delimitedText([header, ...tradeRows(other, 2, 51)]);
    const query = { clientId: account.clientId, custodian: account.custodian };
    const skipped = (await uploadFile(api, 'odd.csv', text, query)).body as IngestionFile;
    expect(skipped.status).toBe('skipped');
    const columns = {
      accountNumber: 'Acct',
      security: 'Sec',
      tradeDate: 'Dt',
      side: 'Action',
      quantity: 'Units',
      price: 'Px',
    };
    const mapped = await api
      .as('admin')
      .put(`/api/v1/ingestion/files/${skipped.id}/mapping`)
      .send({ columns });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect((mapped.body as FilePreview).errors).toEqual([]);
    expect((await post(`${skipped.id}/restage`)).body).toMatchObject({
      status: 'staged',
      validRowCount: 2,
    });
    const next = await staged(
      'odd-2.csv',
      delimitedText([header, ...tradeRows(other, 1, 52)]),
      query,
    );
    expect(next.validRowCount).toBe(1);
    const saved = await api
      .as('viewer')
      .get('/api/v1/ingestion/mappings')
      .query({ custodian: account.custodian, kind: 'trades' });
    expect(saved.body).toMatchObject({ columns, updatedBy: 'admin' });
  });

  it('should undo an ingestion, removing exactly its rows', async () => {
    const file = await ingested(await staged('undo.csv', tradesCsv(sample, 3, 61)));
    const total = api.store.trades.all().length;
    const res = await post(`${file.id}/undo`);
    expect(res.status).toBe(200);
    const undo = res.body as UndoResult;
    expect(undo).toMatchObject({ removed: 3, file: { status: 'staged', ingestedRows: 0 } });
    expect(api.store.trades.all().length).toBe(total - 3);
    expect((await tradesOf(file.id)).total).toBe(0);
    expect((await ingested(file)).ingestedRows).toBe(3);
  });

  it('should give back the original bytes', async () => {
    const bytes = iconv.encode(`${tradesCsv(sample, 1, 71)}\r\nTRL,1,Zürich`, 'win1252');
    const file = (await uploadFile(api, 'orig.csv', bytes)).body as IngestionFile;
    const res = await api.as('admin').get(`/api/v1/ingestion/files/${file.id}/original`);
    expect(res.body).toMatchObject({ fileName: 'orig.csv', mediaType: 'text/csv' });
    expect(Buffer.from((res.body as { base64: string }).base64, 'base64').equals(bytes)).toBe(true);
  });
});

describe('the tracker', () => {
  const listed = async (entry: TrackerEntry) => {
    const { clientId, custodian, kind, period } = entry;
    const res = await api
      .as('viewer')
      .get('/api/v1/ingestion/tracker')
      .query({ clientId, custodian, kind, period });
    return (res.body as { items: TrackerEntry[] }).items[0];
  };

  it('should show a file whose day has passed as missing, and one that came after it as late', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const entry = api.store.tracker
      .all()
      .find(
        (t) =>
          t.kind === 'trades' &&
          t.status === 'pending' &&
          t.expectedBy < today &&
          api.store.accounts
            .all()
            .some((a) => a.clientId === t.clientId && a.custodian === t.custodian),
      );
    if (!entry) throw new Error('the generated data has no pending trade file');
    expect(await listed(entry)).toMatchObject({ status: 'missing', fileId: null });
    const account = api.store.accounts
      .all()
      .find((a) => a.clientId === entry.clientId && a.custodian === entry.custodian)!;
    const file = await staged('late.csv', tradesCsv({ ...sample, account }, 2, 81), {
      clientId: entry.clientId,
      custodian: entry.custodian,
      period: entry.period,
    });
    expect(await listed(entry)).toMatchObject({ status: 'late', fileId: file.id });
  });

  it('should let an administrator waive a missing file with a note', async () => {
    const missing = api.store.tracker.all().find((t) => t.status === 'missing')!;
    const res = await api
      .as('admin')
      .patch(`/api/v1/ingestion/tracker/${missing.id}`)
      .send({ status: 'waived', note: 'Account closed' });
    expect(res.body).toMatchObject({ status: 'waived', note: 'Account closed' });
    const staff = await api
      .as('staff')
      .patch(`/api/v1/ingestion/tracker/${missing.id}`)
      .send({ status: 'missing', note: '' });
    expect(staff.status).toBe(403);
  });
});
