/**
 * Who may call what, as a table generated from the endpoint table: every endpoint × every demo
 * user (and no user). The expected outcome is written here from the rules, independently of
 * the server's policy code: no token → 401; a method needs its privilege (GET READ, POST
 * CREATE, PUT/PATCH UPDATE, DELETE DELETE); admin endpoints also need ROLE_ADMIN.
 *
 * Calls fill every path parameter with an id that does not exist and send no body, so an
 * allowed call is refused later (400 or 404) and nothing changes. Every answer must be one the OpenAPI document declares.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, endpoints, errorResponseSchema, type EndpointId } from '@backoffice/core/api';
import { startTestApi, type Caller, type TestApi } from '../testing/test-api.ts';
import { declaredStatuses } from './declared.ts';

const USERS: Record<Exclude<Caller, 'anonymous'>, { privileges: string[]; admin: boolean }> = {
  admin: { privileges: ['READ', 'CREATE', 'UPDATE', 'DELETE'], admin: true },
  staff: { privileges: ['READ', 'CREATE', 'UPDATE'], admin: false },
  viewer: { privileges: ['READ'], admin: false },
};
const NEEDS: Record<string, string> = {
  GET: 'READ',
  POST: 'CREATE',
  PUT: 'UPDATE',
  PATCH: 'UPDATE',
  DELETE: 'DELETE',
};
const PUBLIC = new Set<EndpointId>(['login']);
// The caller's own profile and notifications: a read-only user has preferences and reads too.
const ANY_SIGNED_IN = new Set<EndpointId>([
  'probe',
  'openApi',
  'getProfile',
  'updateProfile',
  'listNotifications',
  'getUnreadNotifications',
  'readNotification',
  'readAllNotifications',
  'getNotificationPreferences',
  'updateNotificationPreferences',
]);
const ADMIN_PATHS =
  /^\/(admin\/|ingestion\/uploads$|13f\/imports$|ingestion\/files\/\{id\}\/|ingestion\/tracker\/\{id\}|securities\/\{id\}\/prices\/imports$)/;

type Outcome = 'refused: 401' | 'refused: 403' | 'allowed';

function expected(caller: Caller, id: EndpointId): Outcome {
  const e = endpoints[id];
  if (PUBLIC.has(id)) return 'allowed';
  if (caller === 'anonymous') return 'refused: 401';
  if (ANY_SIGNED_IN.has(id)) return 'allowed';
  const user = USERS[caller];
  if (ADMIN_PATHS.test(e.path) && !user.admin) return 'refused: 403';
  return user.privileges.includes(NEEDS[e.method]!) ? 'allowed' : 'refused: 403';
}

const callers: Caller[] = ['anonymous', 'viewer', 'staff', 'admin'];
const rows = (Object.keys(endpoints) as EndpointId[]).flatMap((id) =>
  callers.map((caller) => ({
    caller,
    id,
    method: endpoints[id].method,
    path: endpoints[id].path,
    outcome: expected(caller, id),
  })),
);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

describe('access to every endpoint', () => {
  it.each(rows)('$caller $method $path should be $outcome', async ({ caller, id, outcome }) => {
    const e = endpoints[id];
    const params: Record<string, string> = {};
    for (const [, name] of e.path.matchAll(/\{(\w+)\}/g)) params[name!] = 'XX-0000';
    const method = e.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
    const res = await api.as(caller)[method](apiUrl(e, params));
    if (outcome === 'allowed') expect([401, 403]).not.toContain(res.status);
    else expect(res.status).toBe(outcome === 'refused: 401' ? 401 : 403);
    // Whatever the answer, the published document lists it, and a failure has the error shape.
    expect(declaredStatuses(id)).toContain(res.status);
    if (res.status >= 400) errorResponseSchema.parse(res.body);
  });

  it('should mark exactly the administration endpoints as admin-only in the table', () => {
    const adminOnly = (Object.keys(endpoints) as EndpointId[]).filter(
      (id) => endpoints[id].access.admin,
    );
    expect(adminOnly.sort()).toEqual(
      (Object.keys(endpoints) as EndpointId[])
        .filter((id) => ADMIN_PATHS.test(endpoints[id].path))
        .sort(),
    );
  });

  it('should refuse a deactivated user whatever their token says', async () => {
    const staff = api.store.users.all().find((u) => u.username === 'staff')!;
    const off = await api
      .as('admin')
      .patch(`/api/v1/admin/users/${staff.id}`)
      .send({ active: false });
    expect(off.status).toBe(200);
    expect((await api.as('staff').get('/api/v1/cases')).status).toBe(403);
    await api.as('admin').patch(`/api/v1/admin/users/${staff.id}`).send({ active: true });
    expect((await api.as('staff').get('/api/v1/cases')).status).toBe(200);
  });
});
