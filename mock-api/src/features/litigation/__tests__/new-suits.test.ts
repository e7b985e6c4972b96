/**
 * Suggested cases over HTTP: CM/ECF RSS feeds (tests/fixtures/cmecf-rss) uploaded as the raw
 * body, read again without duplicates, accepted into a case with its docket, dismissed, refused
 * when they are no feed; and feeds fetched on a schedule from a real local HTTP server.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  Case,
  Docket,
  ErrorResponse,
  ListResponse,
  NewSuit,
  NewSuitFeed,
  Security,
} from '@backoffice/core/api';
import { FEED_READINGS_KEPT } from '@backoffice/core/api';
import { cusipCheckDigit, NOT_A_CMECF_FEED, usIsinOf } from '@backoffice/core/domain';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../tests/fixtures/cmecf-rss/${name}`, import.meta.url));
const SECURITIES_FEED = 'constructed/securities-complaints.xml';

const messageOf = (body: unknown) => (body as ErrorResponse).error.message;

async function securityNamed(api: TestApi, name: string, base8: string): Promise<Security> {
  const cusip = `${base8}${String(cusipCheckDigit(base8))}`;
  const res = await api
    .as('staff')
    .post('/api/v1/securities')
    .send({
      cusip,
      isin: usIsinOf(cusip),
      ticker: base8.slice(0, 4),
      name,
      exchange: 'NYSE',
      country: 'US',
      currency: 'USD',
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Security;
}

const upload = (api: TestApi, body: Buffer | string, type = 'application/rss+xml') =>
  api.as('staff').post('/api/v1/new-suits/feeds').set('Content-Type', type).send(body);

async function suggestions(api: TestApi, court: string): Promise<NewSuit[]> {
  const res = await api
    .as('viewer')
    .get(`/api/v1/new-suits?pageSize=100&sort=docketNumber:asc&court=${encodeURIComponent(court)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as ListResponse<NewSuit>).items;
}

async function readings(api: TestApi, query: string): Promise<ListResponse<NewSuitFeed>> {
  const res = await api.as('viewer').get(`/api/v1/new-suits/feeds?pageSize=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ListResponse<NewSuitFeed>;
}

const byNumber = (list: NewSuit[], docketNumber: string) => {
  const found = list.find((s) => s.docketNumber === docketNumber);
  if (!found) throw new Error(`no suggestion ${docketNumber}`);
  return found;
};

describe('uploading feeds', () => {
  let api: TestApi;
  let acme: Security;
  beforeAll(async () => {
    api = await startTestApi();
    acme = await securityNamed(api, 'Acme Corporation', 'ACMZ0001');
  });

  it('should suggest its new securities complaints once, however often it is read', async () => {
    const first = await upload(api, fixture(SECURITIES_FEED));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      source: 'upload',
      court: 'S.D.N.Y.',
      itemsRead: 5,
      suggestionsAdded: 2,
      alreadyKnown: 0,
      problem: null,
    } satisfies Partial<NewSuitFeed>);
    const again = await upload(api, fixture(SECURITIES_FEED));
    expect(again.body).toMatchObject({ itemsRead: 5, suggestionsAdded: 0, alreadyKnown: 2 });
    const listed = (await suggestions(api, 'S.D.N.Y.')).filter((s) => s.filedOn === '2026-10-01');
    expect(listed.map((s) => [s.docketNumber, s.caseName, s.reason, s.state])).toEqual([
      ['1:26-cv-08810', 'Doe v. Acme Corp et al', 'nature_of_suit', 'open'],
      ['1:26-cv-08812', 'In re Globex Securities Litigation', 'case_name', 'open'],
    ]);
    expect(byNumber(listed, '1:26-cv-08810').securities).toEqual([
      { id: acme.id, ticker: acme.ticker, name: 'Acme Corporation' },
    ]);
  });

  it('should read a real feed, suggesting only a complaint against an issuer of ours and no docket already opened', async () => {
    await securityNamed(api, 'Maeil Janchi, Inc.', 'MAEJ0001');
    await securityNamed(api, 'Zwicker & Associates', 'ZWIK0001');
    const opened = await api
      .as('staff')
      .post('/api/v1/dockets')
      .send({ caseId: 'CA-0003', court: 'E.D.N.Y.', docketNumber: '1:18-cv-03025' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const res = await upload(api, fixture('nyed.xml'));
    expect(res.body).toMatchObject({
      court: 'E.D.N.Y.',
      itemsRead: 16,
      suggestionsAdded: 1,
      alreadyKnown: 1,
    });
    const listed = await suggestions(api, 'E.D.N.Y.');
    expect(listed.map((s) => [s.docketNumber, s.caseName, s.filedOn, s.reason])).toEqual([
      ['1:18-cv-03026', 'KIM v. MAEIL JANCHI, INC. et al', '2018-05-22', 'issuer'],
    ]);
  });

  it('should read a real feed without securities suits as nothing to suggest', async () => {
    const res = await upload(api, fixture('sdny.xml'), 'application/xml');
    expect(res.body).toMatchObject({ itemsRead: 16, suggestionsAdded: 0, alreadyKnown: 0 });
  });

  it.each([
    ['hostile/not-xml.txt', /not well-formed XML/],
    ['hostile/cmecf-login.html', /not well-formed XML|document element/],
    ['hostile/atom.xml', /document element is <feed>, not <rss>/],
    ['hostile/entity-bomb.xml', /undefined entity/],
  ])('should refuse %s with 422 and keep nothing', async (name, reason) => {
    const before = (await suggestions(api, 'S.D.N.Y.')).length;
    const res = await upload(api, fixture(name), 'application/octet-stream');
    expect(res.status).toBe(422);
    expect(messageOf(res.body)).toContain(NOT_A_CMECF_FEED);
    expect(messageOf(res.body)).toMatch(reason);
    expect(await suggestions(api, 'S.D.N.Y.')).toHaveLength(before);
  });

  it('should list each reading, newest first, and keep a refused upload as a failed reading with its message', async () => {
    const good = await upload(api, fixture('sdny.xml'), 'application/xml');
    expect(good.status).toBe(201);
    const bad = await upload(api, fixture('hostile/atom.xml'), 'application/octet-stream');
    expect(bad.status).toBe(422);
    const [failed, read] = (await readings(api, 'source=upload')).items;
    expect(read).toMatchObject({
      id: (good.body as NewSuitFeed).id,
      court: 'S.D.N.Y.',
      itemsRead: 16,
      suggestionsAdded: 0,
      problem: null,
    });
    expect(failed).toMatchObject({ source: 'upload', itemsRead: 0, suggestionsAdded: 0 });
    expect(failed?.problem).toBe(messageOf(bad.body));
    expect(failed?.problem).toContain(NOT_A_CMECF_FEED);
    const onlyFailed = await readings(api, 'outcome=failed');
    expect(onlyFailed.items.length).toBeGreaterThan(0);
    expect(onlyFailed.items.every((r) => r.problem !== null)).toBe(true);
    const onlyRead = await readings(api, 'outcome=read');
    expect(onlyRead.items.every((r) => r.problem === null)).toBe(true);
    expect(onlyRead.total + onlyFailed.total).toBe((await readings(api, '')).total);
  });

  it('should refuse an unknown outcome with 400', async () => {
    const res = await api.as('viewer').get('/api/v1/new-suits/feeds?outcome=maybe');
    expect(res.status).toBe(400);
  });

  it(`should keep the last ${String(FEED_READINGS_KEPT)} readings of a feed, removing older ones as it writes`, async () => {
    const first = await upload(api, 'not a feed', 'application/octet-stream');
    expect(first.status).toBe(422);
    const [oldest] = (await readings(api, 'source=upload')).items;
    for (let i = 0; i < FEED_READINGS_KEPT; i += 1) {
      expect(
        (await upload(api, `not a feed ${String(i)}`, 'application/octet-stream')).status,
      ).toBe(422);
    }
    const kept = await readings(api, 'source=upload');
    expect(kept.total).toBe(FEED_READINGS_KEPT);
    expect(kept.items.map((r) => r.id)).not.toContain(oldest?.id);
  });

  it('should let only users who may create upload a feed', async () => {
    const res = await api
      .as('viewer')
      .post('/api/v1/new-suits/feeds')
      .set('Content-Type', 'application/rss+xml')
      .send(fixture(SECURITIES_FEED));
    expect(res.status).toBe(403);
  });
});

describe('deciding a suggestion', () => {
  let api: TestApi;
  let listed: NewSuit[];
  beforeAll(async () => {
    api = await startTestApi();
    await securityNamed(api, 'Acme Corporation', 'ACMZ0001');
    expect((await upload(api, fixture(SECURITIES_FEED))).status).toBe(201);
    listed = await suggestions(api, 'S.D.N.Y.');
  });

  it('should open the case and its docket, link the case and audit the decision', async () => {
    const suit = byNumber(listed, '1:26-cv-08810');
    const res = await api.as('staff').post(`/api/v1/new-suits/${suit.id}/accept`).send({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const accepted = res.body as NewSuit;
    expect(accepted).toMatchObject({ state: 'accepted', decidedBy: 'staff' });
    const c = (await api.as('viewer').get(`/api/v1/cases/${accepted.caseId ?? ''}`)).body as Case;
    expect(c).toMatchObject({
      caption: 'Doe v. Acme Corp et al',
      court: 'S.D.N.Y.',
      docketNumber: '1:26-cv-08810',
      securityIds: suit.securities.map((s) => s.id),
      filedOn: '2026-10-01',
      status: 'filed',
    });
    const dockets = await api.as('viewer').get(`/api/v1/dockets?caseId=${c.id}`);
    expect((dockets.body as ListResponse<Docket>).items.map((d) => d.docketNumber)).toEqual([
      '1:26-cv-08810',
    ]);
    const history = await api.as('admin').get(`/api/v1/history/newSuit/${suit.id}`);
    const entries = (history.body as ListResponse<AuditEntry>).items;
    expect(entries.map((e) => [e.action, e.actorUsername])).toContainEqual(['accepted', 'staff']);
    const again = await api.as('staff').post(`/api/v1/new-suits/${suit.id}/accept`).send({});
    expect(again.status).toBe(409);
    expect(messageOf(again.body)).toContain(`accepted as case ${c.id}`);
  });

  it('should ask which securities when the feed matched none, and take them', async () => {
    const suit = byNumber(listed, '1:26-cv-08812');
    expect(suit.securities).toEqual([]);
    const refused = await api.as('staff').post(`/api/v1/new-suits/${suit.id}/accept`).send({});
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('securityIds');
    const res = await api
      .as('staff')
      .post(`/api/v1/new-suits/${suit.id}/accept`)
      .send({ securityIds: ['SE-0001'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = await api.as('viewer').get(`/api/v1/cases/${(res.body as NewSuit).caseId ?? ''}`);
    expect((c.body as Case).securityIds).toEqual(['SE-0001']);
  });

  it('should dismiss an open suggestion once, and not accept it after', async () => {
    const feed = await upload(api, fixture('hostile/markup-in-items.xml'));
    expect(feed.body).toMatchObject({ suggestionsAdded: 1 });
    const suit = byNumber(await suggestions(api, 'S.D.N.Y.'), '1:26-cv-07299');
    expect(suit.caseName).not.toMatch(/[<>]/);
    expect(suit.link).toBeNull();
    const res = await api.as('staff').post(`/api/v1/new-suits/${suit.id}/dismiss`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'dismissed', caseId: null });
    expect((await api.as('staff').post(`/api/v1/new-suits/${suit.id}/dismiss`)).status).toBe(409);
    const accept = await api.as('staff').post(`/api/v1/new-suits/${suit.id}/accept`).send({});
    expect(accept.status).toBe(409);
    const dismissed = await api.as('viewer').get('/api/v1/new-suits?state=dismissed');
    expect((dismissed.body as ListResponse<NewSuit>).items.map((s) => s.id)).toEqual([suit.id]);
  });

  it('should let a viewer neither accept nor dismiss', async () => {
    const suit = listed[0]!;
    expect((await api.as('viewer').post(`/api/v1/new-suits/${suit.id}/dismiss`)).status).toBe(403);
  });
});

describe('reading feeds on a schedule', () => {
  let court: Server;
  let served = 0;
  let api: TestApi;
  beforeAll(async () => {
    court = createServer((req, res) => {
      if (req.url !== '/cgi-bin/rss_outside.pl') {
        res.writeHead(404).end('not here');
        return;
      }
      served += 1;
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(fixture(SECURITIES_FEED));
    });
    await new Promise<void>((resolve) => court.listen(0, '127.0.0.1', resolve));
    const { port } = court.address() as AddressInfo;
    api = await startTestApi({
      MOCK_API_NEW_SUIT_FEEDS: `http://127.0.0.1:${String(port)}/cgi-bin/rss_outside.pl, http://127.0.0.1:${String(port)}/missing`,
      MOCK_API_NEW_SUIT_FEED_INTERVAL: '1',
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => court.close(resolve));
  });

  it("should suggest a configured feed's securities complaints, and read it again without duplicates", async () => {
    await expect
      .poll(async () => (await suggestions(api, 'S.D.N.Y.')).map((s) => s.docketNumber), {
        timeout: 20_000,
      })
      .toEqual(['1:26-cv-08810', '1:26-cv-08812']);
    expect(byNumber(await suggestions(api, 'S.D.N.Y.'), '1:26-cv-08810').source).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/cgi-bin\/rss_outside\.pl$/,
    );
    await expect.poll(() => served, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(await suggestions(api, 'S.D.N.Y.')).toHaveLength(2);
  }, 60_000);

  it("should list the schedule's readings, the feed that could not be fetched as failed with the court's answer", async () => {
    await expect
      .poll(async () => (await readings(api, 'outcome=failed')).total, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const failed = (await readings(api, 'outcome=failed')).items[0];
    expect(failed?.source).toMatch(/\/missing$/);
    expect(failed?.problem).toBe('Could not fetch the feed: The court answered 404 Not Found');
    const read = (await readings(api, 'outcome=read')).items;
    expect(read[0]).toMatchObject({ court: 'S.D.N.Y.', itemsRead: 5, problem: null });
    expect(read.every((r) => r.source.endsWith('/cgi-bin/rss_outside.pl'))).toBe(true);
  }, 60_000);
});
