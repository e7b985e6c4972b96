/**
 * The admin panel's API over the shared directory: grant and revoke with effect from the
 * user's next call, self-lock-out refused, every change in the audit log, non-admins refused, and a
 * deactivation that counts at once against tokens already issued.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SELF_LOCKOUT } from '@backoffice/core/domain';
import {
  errorResponseSchema,
  loginResponseSchema,
  auditEntrySchema,
  userSchema,
  type User,
  type AuditEntry,
} from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

/** Sign-ins check scrypt hashes: generous limits for a busy machine. */
const SLOW = { timeout: 20_000 };

let api: TestApi;
let staff: User;
let admin: User;

beforeAll(async () => {
  api = await startTestApi();
  const list = await api.as('admin').get('/api/v1/admin/users?pageSize=100');
  const users = (list.body as { items: unknown[] }).items.map((u) => userSchema.parse(u));
  staff = users.find((u) => u.username === 'staff')!;
  admin = users.find((u) => u.username === 'admin')!;
}, 60_000);

const signIn = async (username: string, password: string) => {
  const res = await request(api.app).post('/api/v1/login').send({ data: { username, password } });
  const header: unknown = res.headers.authorization;
  const token = typeof header === 'string' ? header.replace(/^Bearer /, '') : '';
  const user = res.status === 200 ? loginResponseSchema.parse(res.body).user : undefined;
  return { res, token, user };
};
const createCase = (token: string) =>
  request(api.app).post('/api/v1/cases').set('Authorization', `Bearer ${token}`).send({});
/** The log's entries; `userId=` asks for one user's (the record), as the admin screen does. */
const audit = async (query: string): Promise<AuditEntry[]> => {
  const asked = query.replace(/userId=([^&]+)/, 'recordType=user&recordId=$1');
  const res = await api.as('admin').get(`/api/v1/admin/audit?${asked}`);
  expect(res.status).toBe(200);
  return (res.body as { items: unknown[] }).items.map((e) => auditEntrySchema.parse(e));
};
const privilegesOf = (fields: Record<string, unknown> | null) =>
  (fields?.privileges as string[] | undefined)?.join();
const message = (body: unknown) => errorResponseSchema.parse(body).error;

describe('granting and revoking privileges', SLOW, () => {
  it("should take CREATE away from the user's next call, then give it back", async () => {
    const { token } = await signIn('staff', 'staff');
    // 400: the empty case is refused for its body, so the privilege check has passed.
    expect((await createCase(token)).status).toBe(400);
    const revoke = await api
      .as('admin')
      .patch(`/api/v1/admin/users/${staff.id}`)
      .send({ privileges: ['READ', 'UPDATE'] });
    expect(revoke.status).toBe(200);
    expect(userSchema.parse(revoke.body).privileges).toEqual(['READ', 'UPDATE']);

    // The token issued before still says CREATE; the directory no longer does.
    const refused = await createCase(token);
    expect(refused.status).toBe(403);
    const again = await signIn('staff', 'staff');
    expect(again.user?.privileges).toEqual(['READ', 'UPDATE']);

    const grant = await api
      .as('admin')
      .patch(`/api/v1/admin/users/${staff.id}`)
      .send({ privileges: ['READ', 'CREATE', 'UPDATE'] });
    expect(grant.status).toBe(200);
    expect((await createCase(token)).status).toBe(400);
  });

  it('should grant and revoke the administrator role', async () => {
    const viewer = await api.as('admin').get('/api/v1/admin/users?q=viewer');
    const id = (viewer.body as { items: User[] }).items[0]!.id;
    const grant = await api
      .as('admin')
      .patch(`/api/v1/admin/users/${id}`)
      .send({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    expect(userSchema.parse(grant.body).roles).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    const asAdmin = await signIn('viewer', 'viewer');
    expect(asAdmin.user?.isAdmin).toBe(true);
    await api
      .as('admin')
      .patch(`/api/v1/admin/users/${id}`)
      .send({ roles: ['ROLE_USER'] });
    expect((await signIn('viewer', 'viewer')).user?.isAdmin).toBe(false);
  });

  it('should refuse clients that do not exist, naming them, and change nothing', async () => {
    const res = await api
      .as('admin')
      .patch(`/api/v1/admin/users/${staff.id}`)
      .send({ clientNames: ['No Such Client LLC'] });
    expect(res.status).toBe(422);
    expect(message(res.body).message).toContain('No Such Client LLC');
    const now = await api.as('admin').get(`/api/v1/admin/users/${staff.id}`);
    expect(userSchema.parse(now.body).clientNames).toEqual([]);
  });
});

describe('self lock-out', SLOW, () => {
  it('should refuse an administrator removing their own admin role or deactivating themselves', async () => {
    const before = (await audit(`userId=${admin.id}`)).length;
    const demote = await api
      .as('admin')
      .patch(`/api/v1/admin/users/${admin.id}`)
      .send({ roles: ['ROLE_USER'] });
    expect(demote.status).toBe(422);
    expect(message(demote.body).message).toBe(SELF_LOCKOUT.removeAdmin);
    const off = await api
      .as('admin')
      .patch(`/api/v1/admin/users/${admin.id}`)
      .send({ active: false });
    expect(off.status).toBe(422);
    expect(message(off.body).message).toBe(SELF_LOCKOUT.deactivate);
    expect((await api.as('admin').delete(`/api/v1/admin/users/${admin.id}`)).status).toBe(422);
    expect(await audit(`userId=${admin.id}`)).toHaveLength(before);
    expect((await signIn('admin', 'admin')).user?.isAdmin).toBe(true);
  });
});

describe('deactivation', SLOW, () => {
  it('should refuse a deactivated user at once, token and sign-in alike, until reactivated', async () => {
    const { token } = await signIn('staff', 'staff');
    const off = await api
      .as('admin')
      .patch(`/api/v1/admin/users/${staff.id}`)
      .send({ active: false });
    expect(off.status).toBe(200);
    const refused = await request(api.app)
      .get('/api/v1/cases')
      .set('Authorization', `Bearer ${token}`);
    expect(refused.status).toBe(403);
    expect(message(refused.body).message).toMatch(/deactivated/);
    const login = await signIn('staff', 'staff');
    expect(login.res.status).toBe(403);
    expect(message(login.res.body).message).toMatch(/deactivated/);

    await api.as('admin').patch(`/api/v1/admin/users/${staff.id}`).send({ active: true });
    const back = await request(api.app)
      .get('/api/v1/cases')
      .set('Authorization', `Bearer ${token}`);
    expect(back.status).toBe(200);
    const [latest, previous] = await audit(`userId=${staff.id}`);
    expect(latest!.action).toBe('reactivated');
    expect(previous!.action).toBe('deactivated');
  });
});

describe('adding a user', SLOW, () => {
  it('should add a user who can sign in with the initial password, never shown again', async () => {
    const res = await api
      .as('admin')
      .post('/api/v1/admin/users')
      .send({
        username: 'newhire',
        password: 'first day 2026',
        displayName: 'New Hire',
        email: 'new.hire@example.com',
        roles: ['ROLE_USER'],
        privileges: ['READ'],
        clientNames: ['Bluestone Capital Partners LP'],
      });
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body)).not.toContain('first day');
    const login = await signIn('newhire', 'first day 2026');
    expect(login.res.status).toBe(200);
    expect(login.user?.clientNames).toEqual(['Bluestone Capital Partners LP']);
    const [entry] = await audit('action=created&q=newhire');
    expect(entry).toMatchObject({ actorUsername: 'admin', recordLabel: 'newhire', before: null });
    expect(JSON.stringify(entry)).not.toMatch(/first day|scrypt/);

    const dup = await api.as('admin').post('/api/v1/admin/users').send({
      username: 'newhire',
      password: 'another one',
      displayName: 'Twin',
      email: 'twin@example.com',
      roles: [],
      privileges: [],
    });
    expect(dup.status).toBe(409);
  });

  it('should refuse a short password and a malformed username, naming each', async () => {
    const res = await api.as('admin').post('/api/v1/admin/users').send({
      username: 'X Y',
      password: 'short',
      displayName: 'Bad',
      email: 'bad@example.com',
      roles: [],
      privileges: [],
    });
    expect(res.status).toBe(400);
    expect(message(res.body).details?.map((d) => d.field)).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
  });

  it('should refuse a removed user’s token at once', async () => {
    const made = await api
      .as('admin')
      .post('/api/v1/admin/users')
      .send({
        username: 'leaver2',
        password: 'goodbye 2026',
        displayName: 'Lee Leaver',
        email: 'lee@example.com',
        roles: ['ROLE_USER'],
        privileges: ['READ'],
      });
    const { token } = await signIn('leaver2', 'goodbye 2026');
    expect(
      (await api.as('admin').delete(`/api/v1/admin/users/${userSchema.parse(made.body).id}`))
        .status,
    ).toBe(204);
    const res = await request(api.app).get('/api/v1/cases').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
  });
});

describe('the audit log', SLOW, () => {
  it('should record who changed what and when, before and after, filtered and paged', async () => {
    const entries = await audit(`userId=${staff.id}&actorId=${admin.id}&action=updated`);
    const revoke = entries.find((e) => privilegesOf(e.after) === 'READ,UPDATE')!;
    expect(revoke.before?.privileges).toEqual(['READ', 'CREATE', 'UPDATE']);
    expect(revoke.actorUsername).toBe('admin');
    const today = revoke.at.slice(0, 10);
    expect(await audit(`from=${today}&to=${today}&userId=${staff.id}`)).not.toHaveLength(0);
    expect(await audit(`to=2000-01-01`)).toHaveLength(0);
    const page = await api.as('admin').get('/api/v1/admin/audit?pageSize=10&page=1');
    expect(page.body).toMatchObject({ page: 1, pageSize: 10 });
    expect((page.body as { total: number }).total).toBeGreaterThanOrEqual(entries.length);
    const bad = await api.as('admin').get('/api/v1/admin/audit?action=renamed');
    expect(bad.status).toBe(400);
  });

  it('should refuse non-administrators the users and the audit log (403)', async () => {
    expect((await api.as('staff').get('/api/v1/admin/users')).status).toBe(403);
    expect((await api.as('staff').get('/api/v1/admin/audit')).status).toBe(403);
    const res = await api
      .as('staff')
      .patch(`/api/v1/admin/users/${staff.id}`)
      .send({ privileges: ['READ', 'CREATE', 'UPDATE', 'DELETE'] });
    expect(res.status).toBe(403);
    expect((await api.as('viewer').get('/api/v1/admin/audit')).status).toBe(403);
  });
});
