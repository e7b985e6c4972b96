/**
 * A claim's documents over HTTP: uploaded as raw bytes and served back whole as an attachment of
 * the type the bytes show; hostile names made inert, HTML dressed as a PDF refused, empty and
 * too-large bodies refused; the same bytes twice answered with the document already there;
 * removal marks and keeps; a client-scoped user reaches only their clients' claims' documents;
 * audited, and kept across a restart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  type AuditEntry,
  type Claim,
  type ClaimDocument,
  type ListResponse,
  type Settlement,
} from '@backoffice/core/api';
import { samplePdf } from '@backoffice/core/testing';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { settlementBody } from './settlement-body.ts';

const LIMIT = 64 * 1024;
let api: TestApi;
const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-claim-docs-')), 'data.sqlite');
let claims: Claim[];
beforeAll(async () => {
  api = await startTestApi({
    MOCK_API_DATA_FILE: dataFile,
    MOCK_API_UPLOAD_LIMIT_BYTES: String(LIMIT),
  });
  const made = await api.as('staff').post('/api/v1/settlements').send(settlementBody(api.store));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const res = await api
    .as('staff')
    .get('/api/v1/claims')
    .query({ settlementId: (made.body as Settlement).id, pageSize: 100 });
  claims = (res.body as ListResponse<Claim>).items;
}, 60_000);

const pdf = (text: string) => Buffer.from(samplePdf(text));
const upload = (
  claimId: string,
  bytes: Buffer,
  query: Record<string, string>,
  token?: string,
): request.Test => {
  const test = request(api.app)
    .post(`/api/v1/claims/${claimId}/documents`)
    .query(query)
    .set('content-type', 'application/pdf')
    .set('Authorization', `Bearer ${token ?? api.tokens.staff}`);
  return test.send(bytes);
};
const binary = (
  res: { on(event: string, cb: (chunk?: Buffer) => void): void },
  cb: (e: Error | null, b: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c!));
  res.on('end', () => {
    cb(null, Buffer.concat(chunks));
  });
};
const download = (id: string, token = api.tokens.staff) =>
  request(api.app)
    .get(`/api/v1/claim-documents/${id}/content`)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse(binary);
const errorOf = (body: unknown) => errorResponseSchema.parse(body).error;
const viewerClaim = () => claims.find((c) => ['CL-0001', 'CL-0002'].includes(c.clientId))!;
const otherClaim = () => claims.find((c) => !['CL-0001', 'CL-0002'].includes(c.clientId))!;

describe("a claim's documents", () => {
  it('should keep an upload and give back the same bytes as an attachment of its type', async () => {
    const claim = claims[0]!;
    const bytes = pdf('Deficiency: missing broker statements');
    const res = await upload(claim.id, bytes, {
      kind: 'deficiency_letter',
      fileName: 'deficiency.pdf',
      note: 'Received by post',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const document = res.body as ClaimDocument;
    expect(document).toMatchObject({
      claimId: claim.id,
      clientId: claim.clientId,
      kind: 'deficiency_letter',
      fileName: 'deficiency.pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      uploadedBy: 'staff',
      note: 'Received by post',
      removedAt: null,
    });
    const listed = await api.as('staff').get(`/api/v1/claims/${claim.id}/documents`);
    expect((listed.body as { items: ClaimDocument[] }).items[0]).toEqual(document);

    const got = await download(document.id);
    expect(got.status).toBe(200);
    expect(Buffer.compare(got.body as Buffer, bytes)).toBe(0);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="deficiency.pdf"; filename*=UTF-8''deficiency.pdf`,
    );
  });

  it('should answer the same bytes sent twice to one claim with the document already there', async () => {
    const claim = claims[1]!;
    const bytes = pdf('Claim form');
    const first = await upload(claim.id, bytes, { kind: 'filed_claim_form', fileName: 'a.pdf' });
    const again = await upload(claim.id, bytes, { kind: 'other', fileName: 'b.pdf' });
    expect((again.body as ClaimDocument).id).toBe((first.body as ClaimDocument).id);
    const listed = await api.as('staff').get(`/api/v1/claims/${claim.id}/documents`);
    expect((listed.body as { items: ClaimDocument[] }).items).toHaveLength(1);
  });

  it('should serve the type the bytes show, never the one the request claimed', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const res = await upload(claims[0]!.id, png, { kind: 'other', fileName: 'scan.pdf' });
    expect(res.status).toBe(201);
    const got = await download((res.body as ClaimDocument).id);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toContain('filename="scan.pdf.png"');
  });
});

describe('hostile uploads', () => {
  it('should keep a name with path separators, controls and a direction override inert', async () => {
    const res = await upload(claims[0]!.id, pdf('named'), {
      kind: 'other',
      fileName: '../../etc/\u0007in\u202Egnp.voice\r\n.pdf',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const document = res.body as ClaimDocument;
    expect(document.fileName).toBe('ingnp.voice.pdf');
    const got = await download(document.id);
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="ingnp.voice.pdf"; filename*=UTF-8''ingnp.voice.pdf`,
    );
  });

  it('should refuse HTML renamed .pdf with 415 naming the accepted types', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const res = await upload(claims[0]!.id, html, { kind: 'other', fileName: 'letter.pdf' });
    expect(res.status).toBe(415);
    expect(errorOf(res.body)).toMatchObject({ code: 'unsupported_media_type' });
    expect(errorOf(res.body).message).toContain('PDF, PNG, JPEG, TIFF, Word (DOCX)');
  });

  it('should refuse an empty file with 422 and one over the limit with 413 naming it', async () => {
    const empty = await upload(claims[0]!.id, Buffer.alloc(0), {
      kind: 'other',
      fileName: 'a.pdf',
    });
    expect(empty.status).toBe(422);
    const big = Buffer.concat([pdf('big'), Buffer.alloc(LIMIT)]);
    const large = await upload(claims[0]!.id, big, { kind: 'other', fileName: 'big.pdf' });
    expect(large.status).toBe(413);
    expect(errorOf(large.body).message).toContain('65,536 bytes');
  });

  it('should refuse an upload without its kind or name with 400', async () => {
    const res = await upload(claims[0]!.id, pdf('x'), { fileName: 'a.pdf' });
    expect(res.status).toBe(400);
  });
});

describe('who may reach a claim’s documents', () => {
  let clerk: string;
  beforeAll(async () => {
    const client = api.store.clients.get(viewerClaim().clientId)!;
    const made = await api
      .as('admin')
      .post('/api/v1/admin/users')
      .send({
        username: 'claimsclerk',
        password: 'claims clerk 2026',
        displayName: 'Claims Clerk',
        email: 'clerk@example.com',
        roles: ['ROLE_USER'],
        privileges: ['READ', 'CREATE', 'UPDATE', 'DELETE'],
        clientNames: [client.name],
      });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const login = await request(api.app)
      .post('/api/v1/login')
      .send({ data: { username: 'claimsclerk', password: 'claims clerk 2026' } });
    clerk = String(login.headers.authorization).replace(/^Bearer /, '');
  }, 20_000);

  it("should answer 404 to a scoped user for another client's claim and its documents", async () => {
    const other = otherClaim();
    const theirs = await upload(other.id, pdf('other client'), {
      kind: 'other',
      fileName: 'o.pdf',
    });
    const id = (theirs.body as ClaimDocument).id;
    const as = (method: 'get' | 'delete', url: string) =>
      request(api.app)[method](url).set('Authorization', `Bearer ${clerk}`);
    expect((await as('get', `/api/v1/claims/${other.id}/documents`)).status).toBe(404);
    expect(
      (await upload(other.id, pdf('x'), { kind: 'other', fileName: 'x.pdf' }, clerk)).status,
    ).toBe(404);
    expect((await download(id, clerk)).status).toBe(404);
    expect((await as('delete', `/api/v1/claim-documents/${id}`)).status).toBe(404);
    const mine = await upload(
      viewerClaim().id,
      pdf('mine'),
      { kind: 'other', fileName: 'm.pdf' },
      clerk,
    );
    expect(mine.status).toBe(201);
  });

  it('should let a viewer list and download but not upload or remove', async () => {
    const claim = viewerClaim();
    const made = await upload(claim.id, pdf('viewer reads'), { kind: 'other', fileName: 'v.pdf' });
    const id = (made.body as ClaimDocument).id;
    expect((await api.as('viewer').get(`/api/v1/claims/${claim.id}/documents`)).status).toBe(200);
    expect((await download(id, api.tokens.viewer)).status).toBe(200);
    const refused = await upload(
      claim.id,
      pdf('y'),
      { kind: 'other', fileName: 'y.pdf' },
      api.tokens.viewer,
    );
    expect(refused.status).toBe(403);
    expect((await api.as('viewer').delete(`/api/v1/claim-documents/${id}`)).status).toBe(403);
  });
});

describe('removing a document', () => {
  it('should mark it removed, keep its bytes, audit who did it, and keep it all across a restart', async () => {
    const claim = claims[2]!;
    const bytes = pdf('Distribution notice');
    const made = await upload(claim.id, bytes, { kind: 'distribution_notice', fileName: 'n.pdf' });
    const id = (made.body as ClaimDocument).id;
    expect((await api.as('admin').delete(`/api/v1/claim-documents/${id}`)).status).toBe(204);
    const listed = await api.as('staff').get(`/api/v1/claims/${claim.id}/documents`);
    const [kept] = (listed.body as { items: ClaimDocument[] }).items;
    expect(kept).toMatchObject({ id, removedBy: 'admin' });
    expect(kept!.removedAt).not.toBeNull();

    const log = await api
      .as('admin')
      .get('/api/v1/admin/audit')
      .query({ recordType: 'claimDocument', recordId: id });
    const entries = (log.body as { items: AuditEntry[] }).items;
    expect(entries.map((e) => [e.operation, e.actorUsername]).sort()).toEqual([
      ['removeClaimDocument', 'admin'],
      ['uploadClaimDocument', 'staff'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(bytes.toString('base64').slice(0, 40));

    const second = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    const again = await second.as('staff').get(`/api/v1/claims/${claim.id}/documents`);
    expect((again.body as { items: ClaimDocument[] }).items).toEqual([kept]);
    const got = await request(second.app)
      .get(`/api/v1/claim-documents/${id}/content`)
      .set('Authorization', `Bearer ${second.tokens.staff}`)
      .buffer(true)
      .parse(binary);
    expect(Buffer.compare(got.body as Buffer, bytes)).toBe(0);
  }, 60_000);
});
