/**
 * `POST /13f/imports` over HTTP with each kind of file (a real EDGAR submission, an information
 * table alone, the Form 13F data sets ZIP), read back through the 13-F lists: round trips,
 * the same file again, a restatement, a new-holdings amendment, a notice, clients matched by
 * CIK, refusals, and a failed import leaving nothing behind. The tests run in order on one API.
 */
import { inflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  Filer,
  FilingHolding,
  FilingImport,
  FilingPosition,
  ListResponse,
} from '@backoffice/core/api';
import { dataSetsZip, submissionText } from '@backoffice/core/filings13f-edgar';
import { zipArchive } from '@backoffice/core/ingestion';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { ltsOne, sec13f } from './sec13f-files.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

const table = sec13f('sec-sample-information-table.xml').toString();
const SAMPLE_CIK = '0123456789';

function send(body: Buffer | string, query = '', type = 'application/octet-stream') {
  return api
    .as('admin')
    .post(`/api/v1/13f/imports${query}`)
    .set('content-type', type)
    .send(Buffer.from(body));
}

async function imported(body: Buffer | string, query = ''): Promise<FilingImport> {
  const res = await send(body, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as FilingImport;
}

async function page<T>(path: string): Promise<ListResponse<T>> {
  const res = await api.as('staff').get(`/api/v1${path}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ListResponse<T>;
}

/** What an import could change, counted. */
const counts = async () => ({
  filers: api.store.filers.size,
  lines: (await (await api.store.filingLines.warehouse()).counts()).lines,
  filings: api.store.filings13f.size,
  imports: api.store.filingImports.size,
  audit: api.store.audit.size,
});

/** A submission of the sample filer, in an envelope written here around an SEC sample primary document. */
const sampleSubmission = (accession: string, primary: string, form: string, tableXml?: string) =>
  submissionText({
    accessionNumber: accession,
    form,
    period: '20211231',
    filedOn: '20220301',
    name: 'BIG FUND TRUST inc',
    cik: SAMPLE_CIK,
    primaryXml: sec13f(primary).toString(),
    tableXml,
  });

describe('an EDGAR submission', () => {
  it('should be imported, and shown by the filer, holdings and positions lists', async () => {
    const answer = await imported(ltsOne());
    expect(answer).toMatchObject({
      kind: 'submission',
      filingsRead: 1,
      added: 1,
      replaced: 0,
      unchanged: 0,
      entries: 14,
      totalValue: 454_926_000,
      problems: [],
      importedBy: 'admin',
    });
    const filers = await page<Filer>('/13f/filers?cik=1894188');
    expect(filers.items).toEqual([
      expect.objectContaining({
        name: 'LTS One Management LP',
        city: 'NEW YORK',
        state: 'NY',
        clientId: null,
        latestPeriod: '2023-09-30',
        latestPositions: 14,
        latestValue: 454_926_000,
      }),
    ]);
    const lines = await page<FilingHolding>('/13f/holdings?cik=1894188&pageSize=100');
    expect(lines.total).toBe(14);
    expect(lines.items[0]).toMatchObject({
      issuer: 'INTERNATIONAL FLAVORS&FRAGRA',
      value: 154_405_000,
      valueUnit: 'DOLLARS',
      filedOn: '2023-11-14',
      amendmentType: 'ORIGINAL',
    });
    const positions = await page<FilingPosition>(
      '/13f/positions?cik=1894188&period=2023-09-30&pageSize=100',
    );
    expect(positions.total).toBe(14);
    expect(new Set(positions.items.map((p) => p.change))).toEqual(new Set(['NEW']));
  });

  it('should change nothing when the same filing comes again, and say so', async () => {
    const before = await counts();
    const answer = await imported(ltsOne());
    expect(answer).toMatchObject({ id: null, filingsRead: 1, added: 0, unchanged: 1, entries: 0 });
    expect(await counts()).toEqual(before);
  });

  it('should record the import in the audit log, with the rows it added', async () => {
    const log = await api
      .as('admin')
      .get('/api/v1/admin/audit?recordType=filingImport&pageSize=100');
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const entries = (log.body as ListResponse<AuditEntry>).items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operation: 'importFilings13f',
      action: 'imported',
      actorUsername: 'admin',
    });
    expect(entries[0]!.related).toEqual(
      expect.arrayContaining([
        { rows: 'filingHoldings', created: 14, updated: 0, deleted: 0 },
        expect.objectContaining({ rows: 'filers', created: 1 }),
      ]),
    );
  });
});

describe('an information table alone', () => {
  const filer = `?cik=123456789&name=${encodeURIComponent('BIG FUND TRUST inc')}&period=2021-12-31&filedOn=2022-02-14`;

  it('should be imported for the filer the query names, in thousands of dollars before 2023', async () => {
    const answer = await imported(table, filer);
    expect(answer).toMatchObject({ kind: 'information-table', added: 1, entries: 6, problems: [] });
    expect(answer.totalValue).toBe((7_454_547_777 + 7423 + 64 + 475 + 1876 + 2265) * 1000);
    const lines = await page<FilingHolding>(`/13f/holdings?cik=${SAMPLE_CIK}&cusip=02079K107`);
    // The sample lists CUSIP 02079K107 twice: two lines, one position.
    expect(lines.items.map((l) => [l.reportedValue, l.valueUnit])).toEqual([
      [7_454_547_777, 'THOUSANDS'],
      [1876, 'THOUSANDS'],
    ]);
    const positions = await page<FilingPosition>(
      `/13f/positions?cik=${SAMPLE_CIK}&cusip=02079K107`,
    );
    expect(positions.items).toEqual([
      expect.objectContaining({ kind: 'SH', shares: 79_296 + 1403, lines: 2 }),
    ]);
  });

  it('should refuse a table without all of its filer, and a filer given for a submission', async () => {
    const partial = await send(table, '?cik=123456789&period=2021-12-31');
    expect(partial.status).toBe(400);
    expect(JSON.stringify(partial.body)).toContain('all four of cik, name, period and filedOn');
    const missing = await send(table);
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain('needs its filer');
    const extra = await send(ltsOne(), filer);
    expect(extra.status).toBe(400);
  });
});

describe('amendments and notices', () => {
  it('should let a restatement replace what the filer reported for the quarter', async () => {
    const restated = table.replace(
      '<ns1:sshPrnamt>10195</ns1:sshPrnamt>',
      '<ns1:sshPrnamt>20390</ns1:sshPrnamt>',
    );
    const body = sampleSubmission(
      '0000123456-22-000002',
      'sec-sample-13f-hra-primary-doc.xml',
      '13F-HR/A',
      restated,
    );
    const answer = await imported(body);
    expect(answer).toMatchObject({ added: 0, replaced: 1, entries: 6 });
    // The SEC's sample summary page does not describe its sample table: reported, not hidden.
    expect(answer.problems.map((p) => p.accessionNumber)).toEqual(['0000123456-22-000002']);
    expect(answer.problems[0]!.messages).toContain(
      'The summary page gives 1,222 entries; the information table has 6',
    );
    const positions = await page<FilingPosition>(
      `/13f/positions?cik=${SAMPLE_CIK}&period=2021-12-31&cusip=00972D105`,
    );
    expect(positions.items).toEqual([expect.objectContaining({ shares: 20_390, lines: 1 })]);
  });

  it('should let a new-holdings amendment add to the quarter', async () => {
    const one = table.replace(
      /<ns1:infoTable>[\s\S]*<\/ns1:infoTable>/,
      (all) => all.split('</ns1:infoTable>')[2]! + '</ns1:infoTable>',
    );
    const added = one
      .replace(/00972D105/g, '88160R101')
      .replace('AKEBIA THERAPEUTICS INC', 'TESLA INC');
    const body = sampleSubmission(
      '0000123456-22-000003',
      'sec-sample-13f-hra-primary-doc.xml',
      '13F-HR/A',
      added,
    ).replace(
      '<amendmentType>RESTATEMENT</amendmentType>',
      '<amendmentType>NEW HOLDINGS</amendmentType>',
    );
    expect(await imported(body)).toMatchObject({ added: 1, replaced: 0, entries: 1 });
    const positions = await page<FilingPosition>(
      `/13f/positions?cik=${SAMPLE_CIK}&period=2021-12-31&pageSize=100`,
    );
    expect(positions.items.map((p) => p.cusip).sort()).toEqual([
      '00724F101',
      '00972D105',
      '01609W102',
      '02079K107',
      '02079K305',
      '88160R101',
    ]);
  });

  it('should import a notice without holdings, leaving the quarter as it was', async () => {
    const before = await page<FilingPosition>(
      `/13f/positions?cik=${SAMPLE_CIK}&period=2021-12-31&pageSize=100`,
    );
    const body = sampleSubmission(
      '0000123456-22-000004',
      'sec-sample-13f-nt-primary-doc.xml',
      '13F-NT',
    );
    expect(await imported(body)).toMatchObject({
      added: 1,
      entries: 0,
      totalValue: 0,
      problems: [],
    });
    const after = await page<FilingPosition>(
      `/13f/positions?cik=${SAMPLE_CIK}&period=2021-12-31&pageSize=100`,
    );
    expect(after.items).toEqual(before.items);
  });
});

describe('a notice before the report', () => {
  it("should leave the quarter open for the filer's original report", async () => {
    const notice = sampleSubmission(
      '0000555555-22-000001',
      'sec-sample-13f-nt-primary-doc.xml',
      '13F-NT',
    ).replace(/<cik>0123456789<\/cik>/g, '<cik>0000555555</cik>');
    expect(await imported(notice)).toMatchObject({ added: 1, entries: 0 });
    const query = '?cik=555555&name=Later%20LLC&period=2021-12-31&filedOn=2022-02-10';
    expect(await imported(table, query)).toMatchObject({
      added: 1,
      replaced: 0,
      entries: 6,
      problems: [],
    });
  });
});

describe('the Form 13F data sets', () => {
  it('should import the filings it has not seen, matching a filer to the client with its CIK', async () => {
    const client = api.store.clients.all()[5]!;
    const patched = await api
      .as('admin')
      .patch(`/api/v1/clients/${client.id}`)
      .send({ cik: '123456' });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const answer = await imported(sec13f('form13f-data-sets-small.zip'));
    expect(answer).toMatchObject({
      kind: 'data-sets',
      filingsRead: 2,
      added: 1,
      unchanged: 1,
      entries: 1,
      totalValue: 64_000,
    });
    expect(answer.problems.map((p) => p.accessionNumber)).toEqual([null, '0000123456-22-000001']);
    const filers = await page<Filer>('/13f/filers?cik=123456');
    expect(filers.items).toEqual([
      expect.objectContaining({ name: 'BIG FUND TRUST inc', clientId: client.id }),
    ]);
  });

  it('should mark an existing filer as the client who is given its CIK', async () => {
    const client = api.store.clients.all()[6]!;
    const positionsBefore = await page<FilingPosition>('/13f/positions?cik=1894188');
    expect(positionsBefore.items.map((p) => p.isClient)).not.toContain(true);
    await api.as('admin').patch(`/api/v1/clients/${client.id}`).send({ cik: '0001894188' });
    const filers = await page<Filer>('/13f/filers?cik=1894188');
    expect(filers.items[0]!.clientId).toBe(client.id);
    // The positions already derived carry the filer's mark as it is now.
    const positions = await page<FilingPosition>('/13f/positions?cik=1894188');
    expect(positions.total).toBe(positionsBefore.total);
    expect(positions.items.length).toBeGreaterThan(0);
    expect(positions.items.every((p) => p.isClient)).toBe(true);
    const twice = await api
      .as('admin')
      .patch(`/api/v1/clients/${api.store.clients.all()[7]!.id}`)
      .send({ cik: '1894188' });
    expect(twice.status).toBe(409);
    const message = `One client per CIK: 0001894188 is already ${client.name}'s`;
    expect(twice.body).toMatchObject({
      error: { code: 'conflict', message, details: [{ location: 'body', field: 'cik', message }] },
    });
  });
});

describe('files that are refused', () => {
  it('should refuse a file that is not a 13-F with 422 saying what was expected, writing nothing', async () => {
    const before = await counts();
    const csv = await send('Date,Open,High,Low,Close\n2024-01-02,1,2,3,4\n', '', 'text/csv');
    expect(csv.status).toBe(422);
    expect(JSON.stringify(csv.body)).toContain('Expected an EDGAR 13-F submission');
    const tenK = await send(
      ltsOne().toString().replace('SUBMISSION TYPE:\t13F-HR', 'SUBMISSION TYPE:\t10-K'),
    );
    expect(JSON.stringify(tenK.body)).toContain('this one is a 10-K');
    const cut = await send(ltsOne().subarray(0, 6000));
    expect(cut.status).toBe(422);
    expect(JSON.stringify(cut.body)).toContain('not well-formed XML');
    expect(await counts()).toEqual(before);
  });

  it('should write nothing of a data sets archive that fails part way through its rows (hand-made)', async () => {
    const before = await counts();
    const good = dataSetsZip({
      SUBMISSION: [
        {
          ACCESSION_NUMBER: '0000777777-24-000001',
          FILING_DATE: '14-FEB-2024',
          SUBMISSIONTYPE: '13F-HR',
          CIK: '777777',
          PERIODOFREPORT: '31-DEC-2023',
        },
      ],
      COVERPAGE: [
        {
          ACCESSION_NUMBER: '0000777777-24-000001',
          REPORTCALENDARORQUARTER: '31-DEC-2023',
          FILINGMANAGER_NAME: 'HALFWAY LLC',
          REPORTTYPE: '13F HOLDINGS REPORT',
        },
      ],
    });
    const infotable = `ACCESSION_NUMBER\tNAMEOFISSUER\tCUSIP\tVALUE\tSSHPRNAMT\tSSHPRNAMTTYPE\tINVESTMENTDISCRETION\n0000777777-24-000001\tAPPLE INC\t037833100\t100\t1\tSH\tSOLE\n${'x'.repeat(1_100_000)}`;
    const parts = ['SUBMISSION', 'COVERPAGE', 'SUMMARYPAGE'].map((name) => ({
      name: `${name}.tsv`,
      data: Buffer.from(unzipPart(good, name)),
    }));
    const res = await send(
      zipArchive([...parts, { name: 'INFOTABLE.tsv', data: Buffer.from(infotable) }]),
    );
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('line longer than');
    expect(await counts()).toEqual(before);
    expect((await page<Filer>('/13f/filers?cik=777777')).total).toBe(0);
  });

  it('should refuse an archive that says it unpacks past the limit with 413 (hand-made)', async () => {
    const bomb = zipArchive([
      ...['SUBMISSION', 'COVERPAGE', 'SUMMARYPAGE'].map((p) => ({
        name: `${p}.tsv`,
        data: Buffer.from('ACCESSION_NUMBER\n'),
      })),
      { name: 'INFOTABLE.tsv', data: Buffer.from('x'), declaredSize: 4_000_000_000 },
    ]);
    expect((await send(bomb)).status).toBe(413);
  });

  it('should let only administrators import', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/13f/imports')
      .set('content-type', 'text/plain')
      .send(ltsOne());
    expect(res.status).toBe(403);
  });
});

/** The text of one part of a data sets archive made by `dataSetsZip` (parts are small, deflated). */
function unzipPart(zip: Buffer, part: string): string {
  const name = Buffer.from(`${part}.tsv`);
  const at = zip.indexOf(name);
  const local = at - 30;
  const size = zip.readUInt32LE(local + 18);
  const data = zip.subarray(at + name.length, at + name.length + size);
  return inflateRawSync(data).toString();
}
