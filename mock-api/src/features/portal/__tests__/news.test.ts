/**
 * News over HTTP: bodies stored sanitised (the same allow-list the web shows them with), the
 * audience rule (a client-scoped writer may address only their own clients, never all of
 * them), publishing and unpublishing, and bad input refused with the field named.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsItemSchema } from '@backoffice/core/api';
import { ALL_CLIENTS_REFUSED } from '@backoffice/core/domain';
import { loadConfig } from '../../../config.ts';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
let scopedToken: string;

/** The scoped writer's own client (by name in their claim) and one that is not theirs. */
const OWN = 'CL-0001';
const OWN_NAME = 'Northwind Teachers Retirement System';
const OTHER = 'CL-0003';

beforeAll(async () => {
  const shipped = loadConfig({}).usersFile;
  const file = JSON.parse(readFileSync(shipped, 'utf8')) as { users: Record<string, unknown>[] };
  const staff = file.users.find((u) => u.username === 'staff')!;
  file.users.push({
    ...staff,
    sub: '5d0c3a2e-7b1f-4c8e-9d2a-1e3f5a7b9c0d',
    username: 'newsscoped',
    client_NAMES: [OWN_NAME],
  });
  const usersFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-news-')), 'users.json');
  writeFileSync(usersFile, JSON.stringify(file));
  api = await startTestApi({ MOCK_API_USERS_FILE: usersFile });
  expect(api.store.clients.get(OWN)?.name).toBe(OWN_NAME);
  const res = await request(api.app)
    .post('/api/v1/login')
    .send({ data: { username: 'newsscoped', password: 'staff' } });
  expect(res.status).toBe(200);
  scopedToken = String(res.headers.authorization);
});

const item = {
  title: 'Claims deadline',
  body: '<p>File <strong>by Friday</strong>.</p>',
  audience: 'all_clients',
  publishDate: '2026-11-01',
};

const scoped = (method: 'post' | 'patch', pathname: string, body: object) =>
  request(api.app)[method](`/api/v1${pathname}`).set('Authorization', scopedToken).send(body);

const fieldsOf = (body: unknown) =>
  ((body as { error: { details?: { field: string }[] } }).error.details ?? []).map((d) => d.field);

describe('a news body as stored', () => {
  it('should keep the formatting and drop scripts, handlers, styles and javascript: links', async () => {
    const hostile =
      '<p onclick="alert(1)" style="color:red">Hello <em>all</em></p><script>alert(2)</script>' +
      '<img src=x onerror="alert(3)"><a href="javascript:alert(4)">bad</a>' +
      '<a href="https://example.com">good</a><style>p{}</style>';
    const res = await api
      .as('staff')
      .post('/api/v1/news')
      .send({ ...item, body: hostile });
    expect(res.status).toBe(201);
    const stored = newsItemSchema.parse(res.body);
    expect(stored.body).toBe(
      '<p>Hello <em>all</em></p><a>bad</a>' +
        '<a href="https://example.com" rel="noopener noreferrer" target="_blank">good</a>',
    );
    expect(api.store.news.get(stored.id)?.body).toBe(stored.body);
  });

  it('should sanitise a body changed by an edit, and store plain text as paragraphs', async () => {
    const made = await api.as('staff').post('/api/v1/news').send(item);
    const id = (made.body as { id: string }).id;
    const edited = await api
      .as('staff')
      .patch(`/api/v1/news/${id}`)
      .send({ body: 'First\n\n<svg onload=alert(1)>' });
    expect(edited.status).toBe(200);
    expect((edited.body as { body: string }).body).toBe('<p>First</p>');
    const plain = await api.as('staff').patch(`/api/v1/news/${id}`).send({ body: 'a < b\n\nc' });
    expect((plain.body as { body: string }).body).toBe('<p>a &lt; b</p><p>c</p>');
  });
});

describe('publishing', () => {
  it('should publish, unpublish and list by status', async () => {
    const title = 'Publishing round trip';
    const made = await api
      .as('staff')
      .post('/api/v1/news')
      .send({ ...item, title });
    const id = (made.body as { id: string }).id;
    expect((made.body as { status: string }).status).toBe('draft');
    for (const status of ['published', 'unpublished', 'scheduled']) {
      const res = await api.as('staff').patch(`/api/v1/news/${id}`).send({ status });
      expect(res.status).toBe(200);
      const listed = await api
        .as('staff')
        .get(`/api/v1/news?status=${status}&q=${encodeURIComponent(title)}`);
      expect((listed.body as { items: { id: string }[] }).items.map((n) => n.id)).toContain(id);
    }
  });
});

describe('who may address whom', () => {
  it('should refuse a client-scoped writer news for all clients (403, saying why)', async () => {
    const count = api.store.news.all().length;
    const res = await scoped('post', '/news', item);
    expect(res.status).toBe(403);
    expect((res.body as { error: { message: string } }).error.message).toBe(ALL_CLIENTS_REFUSED);
    expect(api.store.news.all().length).toBe(count);
  });

  it('should refuse a client-scoped writer another client, as one they cannot know (422)', async () => {
    const res = await scoped('post', '/news', {
      ...item,
      audience: 'selected_clients',
      clientIds: [OWN, OTHER],
    });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['clientIds']);
  });

  it('should let a client-scoped writer address their own client, but not turn it to all', async () => {
    const res = await scoped('post', '/news', {
      ...item,
      audience: 'selected_clients',
      clientIds: [OWN],
    });
    expect(res.status).toBe(201);
    const id = (res.body as { id: string }).id;
    const widened = await scoped('patch', `/news/${id}`, { audience: 'all_clients' });
    expect(widened.status).toBe(403);
    expect(api.store.news.get(id)?.audience).toBe('selected_clients');
  });

  it('should let an unrestricted writer address all clients', async () => {
    expect((await api.as('staff').post('/api/v1/news').send(item)).status).toBe(201);
  });
});

describe('bad input', () => {
  it.each([
    ['no title', { ...item, title: '  ' }, 'title'],
    ['an empty body', { ...item, body: ' ' }, 'body'],
    ['an unknown audience', { ...item, audience: 'everyone' }, 'audience'],
    ['a date that is not one', { ...item, publishDate: '2026-02-30' }, 'publishDate'],
    ['an unknown status', { ...item, status: 'archived' }, 'status'],
    ['chosen clients without any', { ...item, audience: 'selected_clients' }, 'clientIds'],
    ['an unknown field', { ...item, html: '<p>x</p>' }, ''],
  ])('should refuse %s with 400 naming the field', async (_what, body, field) => {
    const res = await api.as('staff').post('/api/v1/news').send(body);
    expect(res.status).toBe(400);
    if (field) expect(fieldsOf(res.body)).toContain(field);
  });

  it('should refuse a reader writing news (403)', async () => {
    expect((await api.as('viewer').post('/api/v1/news').send(item)).status).toBe(403);
  });
});
