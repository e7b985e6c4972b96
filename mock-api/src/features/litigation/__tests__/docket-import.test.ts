/**
 * PACER reports imported over HTTP (raw HTML body) into dockets: real reports of three courts
 * (tests/fixtures/pacer), merged again without duplicates, refused when they are another
 * docket's or no report at all, and stored as plain text, each import one transaction.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  Docket,
  DocketEntry,
  DocketImport,
  ErrorResponse,
  ListResponse,
} from '@backoffice/core/api';
import { NOT_A_PACER_REPORT } from '@backoffice/core/domain';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ MOCK_API_UPLOAD_LIMIT_BYTES: '2000000' });
});

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../tests/fixtures/pacer/${name}`, import.meta.url));

async function docketFor(docketNumber: string, court: string): Promise<Docket> {
  const res = await api
    .as('staff')
    .post('/api/v1/dockets')
    .send({ caseId: 'CA-0005', court, docketNumber });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Docket;
}

const upload = (id: string, body: Buffer | string, type = 'text/html') =>
  api.as('staff').post(`/api/v1/dockets/${id}/imports`).set('Content-Type', type).send(body);

async function entriesOf(id: string): Promise<DocketEntry[]> {
  const res = await api
    .as('viewer')
    .get(`/api/v1/dockets/${id}/entries?pageSize=100&sort=number:asc`);
  return (res.body as ListResponse<DocketEntry>).items;
}

const messageOf = (body: unknown) => (body as ErrorResponse).error.message;

describe('importing a docket report', () => {
  let docket: Docket;
  beforeAll(async () => {
    docket = await docketFor('1:09-cv-00189', 'D. Del.');
  });

  it('should add its entries, header and parties, and say what it read', async () => {
    const res = await upload(docket.id, fixture('ded-docket-report.html'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as DocketImport;
    expect(answer).toMatchObject({
      reportKind: 'docket_report',
      reportDocketNumber: '1:09-cv-00189-GMS',
      entriesRead: 2,
      entriesAdded: 2,
      entriesAlreadyThere: 0,
      entriesUndated: 0,
      partiesRead: 4,
    });
    expect(answer.headerChanges).toContainEqual({
      field: 'natureOfSuit',
      before: null,
      after: '830 Patent',
    });
    expect(answer.docket).toMatchObject({
      entryCount: 2,
      lastFilingOn: '2009-03-23',
      pacerHeader: { judge: 'Judge Gregory M. Sleet', terminatedOn: '2011-04-11' },
    });
    expect(answer.docket.parties.map((p) => p.name)).toContain('Cubist Pharmaceuticals Inc.');
    const entries = await entriesOf(docket.id);
    expect(entries.map((e) => [e.number, e.filedOn, e.documentType])).toEqual([
      [1, '2009-03-23', 'complaint'],
      [2, '2009-03-23', 'notice'],
    ]);
  });

  it('should add nothing when the same report comes again, and change no header', async () => {
    const res = await upload(docket.id, fixture('ded-docket-report.html'));
    expect(res.body).toMatchObject({
      entriesRead: 2,
      entriesAdded: 0,
      entriesAlreadyThere: 2,
      headerChanges: [],
    });
    expect(await entriesOf(docket.id)).toHaveLength(2);
  });

  it('should add only the new entries of a newer report, and name the header fields it changed', async () => {
    const newer = fixture('ded-docket-report.html')
      .toString('utf8')
      .replace('Assigned to: Judge Gregory M. Sleet', 'Assigned to: Judge Leonard P. Stark')
      .replace(
        '</table><br>\n<HR>',
        "<tr><td>04/11/2011</td><td><a href='#'>3</a>&nbsp;</td><td>ORDER closing the case.</td></tr>\n</table><br>\n<HR>",
      );
    const res = await upload(docket.id, newer);
    expect(res.body).toMatchObject({
      entriesRead: 3,
      entriesAdded: 1,
      entriesAlreadyThere: 2,
      headerChanges: [
        { field: 'judge', before: 'Judge Gregory M. Sleet', after: 'Judge Leonard P. Stark' },
      ],
      docket: { entryCount: 3, lastFilingOn: '2011-04-11' },
    });
  });

  it('should leave an audit entry for an import that changed the docket', async () => {
    const res = await api
      .as('admin')
      .get(`/api/v1/admin/audit?recordType=docket&recordId=${docket.id}&sort=at:asc&pageSize=100`);
    const imports = (res.body as ListResponse<AuditEntry>).items.filter(
      (e) => e.operation === 'importDocketReport',
    );
    expect(imports.length).toBeGreaterThanOrEqual(2);
    expect(imports[0]!.related).toContainEqual({
      rows: 'docketEntries',
      created: 2,
      updated: 0,
      deleted: 0,
    });
  });
});

describe('importing docket history reports', () => {
  it('should merge a District of Delaware history report with its unnumbered entries once', async () => {
    const docket = await docketFor('1:13-cv-01176', 'D. Del.');
    const first = await upload(docket.id, fixture('ded-docket-history-report.html'));
    expect(first.body).toMatchObject({
      reportKind: 'docket_history_report',
      entriesRead: 14,
      entriesAdded: 14,
      headerChanges: [],
      partiesRead: 0,
      docket: { entryCount: 14, lastFilingOn: '2017-11-29', pacerHeader: null },
    });
    const again = await upload(docket.id, fixture('ded-docket-history-report.html'));
    expect(again.body).toMatchObject({ entriesAdded: 0, entriesAlreadyThere: 14 });
    const entries = await entriesOf(docket.id);
    expect(entries.filter((e) => e.number === null).map((e) => e.description)).toEqual(
      expect.arrayContaining(['SO ORDERED', 'Case Assigned/Reassigned']),
    );
  });

  it('should take the District of Alaska history sent as octet-stream', async () => {
    const docket = await docketFor('3:17-cr-00168', 'D. Alaska');
    const res = await upload(
      docket.id,
      fixture('akd-docket-history-report.html'),
      'application/octet-stream',
    );
    expect(res.body).toMatchObject({
      reportDocketNumber: '3:17-cr-00168-SLG-DMS',
      entriesAdded: 12,
    });
  });

  it('should count the undated entry of the District of Nevada report and keep the rest', async () => {
    const docket = await docketFor('2:98-cv-01203', 'D. Nev.');
    const res = await upload(docket.id, fixture('nvd-docket-report.html'));
    expect(res.body).toMatchObject({ entriesRead: 6, entriesAdded: 5, entriesUndated: 1 });
  });
});

describe('what is refused', () => {
  let docket: Docket;
  beforeAll(async () => {
    docket = await docketFor('1:26-cv-07777', 'S.D.N.Y.');
  });

  it("should refuse another docket's report, naming both numbers, and store nothing", async () => {
    const before = api.store.docketEntries.all().length;
    const res = await upload(docket.id, fixture('ded-docket-report.html'));
    expect(res.status).toBe(422);
    expect(messageOf(res.body)).toBe(
      `This report is of docket 1:09-cv-00189-GMS, not of docket 1:26-cv-07777 (S.D.N.Y., ${docket.id})`,
    );
    expect(api.store.docketEntries.all().length).toBe(before);
  });

  it('should refuse what is not a PACER report, saying so', async () => {
    for (const [file, start] of [
      ['hostile/not-html.txt', NOT_A_PACER_REPORT],
      ['hostile/cmecf-login.html', 'This is a CM/ECF or PACER login page'],
    ] as const) {
      const res = await upload(docket.id, fixture(file));
      expect(res.status, file).toBe(422);
      expect(messageOf(res.body).startsWith(start), messageOf(res.body)).toBe(true);
    }
    const binary = await upload(docket.id, Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0]));
    expect(binary.status).toBe(422);
    const empty = await upload(docket.id, '');
    expect(empty.status).toBe(422);
  });

  it('should refuse a file over the upload limit with 413', async () => {
    const huge = Buffer.alloc(2_000_001, 'a');
    const res = await upload(docket.id, huge);
    expect(res.status).toBe(413);
  });

  it('should answer 404 for an unknown docket and 403 to a reader', async () => {
    expect((await upload('DK-9999', fixture('ded-docket-report.html'))).status).toBe(404);
    const viewer = await api
      .as('viewer')
      .post(`/api/v1/dockets/${docket.id}/imports`)
      .set('Content-Type', 'text/html')
      .send(fixture('ded-docket-report.html'));
    expect(viewer.status).toBe(403);
  });

  it('should store script and markup in a report as inert plain text', async () => {
    // The generated data has this number in S.D.N.Y. already; the court does not matter here.
    const own = await docketFor('1:26-cv-07210', 'D. Mass.');
    const res = await upload(own.id, fixture('hostile/script-in-entry.html'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entries = await entriesOf(own.id);
    expect(entries.map((e) => e.description)).toEqual([
      'COMPLAINT against Example Corp. filed by <script>alert(3)</script> Pension Fund.',
      'NOTICE of case assignment to Judge Woods.',
    ]);
    expect((res.body as DocketImport).docket.pacerHeader?.caseName).toBe(
      'In re Example Corp. Securities Litigation',
    );
  });
});
