import { describe, expect, it } from 'vitest';
import {
  apiPath,
  apiUrl,
  canCall,
  decideApiAccess,
  endpoints,
  type ApiBody,
  type ApiParams,
  type ApiQuery,
  type ApiResponse,
  type EndpointId,
  type ListQuery,
} from '../index.ts';

const staff = { roles: ['ROLE_USER'], privileges: ['READ', 'CREATE', 'UPDATE'] };
const admin = { roles: ['ROLE_ADMIN'], privileges: ['READ', 'CREATE', 'UPDATE', 'DELETE'] };

describe('the endpoint table', () => {
  it('should have one entry per method and path', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("should give every call a privilege by its method, except sign-in, the probe, the document and the caller's own profile and notifications", () => {
    const open = (Object.keys(endpoints) as EndpointId[]).filter(
      (id) => endpoints[id].access.privilege === null,
    );
    expect(open.sort()).toEqual([
      'getNotificationPreferences',
      'getProfile',
      'getUnreadNotifications',
      'listNotifications',
      'login',
      'openApi',
      'probe',
      'readAllNotifications',
      'readNotification',
      'updateNotificationPreferences',
      'updateProfile',
    ]);
    expect(endpoints.deleteCase.access.privilege).toBe('DELETE');
    expect(endpoints.updateCase.access.privilege).toBe('UPDATE');
  });

  it('should answer 201 to creation and 204 to deletion', () => {
    expect(endpoints.createCase.status).toBe(201);
    expect(endpoints.deleteCase.status).toBe(204);
    expect(endpoints.ingestFile.status).toBe(200);
  });
});

describe('calling an endpoint', () => {
  it('should fill and encode path parameters', () => {
    expect(apiPath(endpoints.getCase, { id: 'CA 1/2' })).toBe('/api/v1/cases/CA%201%2F2');
    expect(apiPath(endpoints.probe)).toBe('/api/v1/');
    expect(() => apiPath(endpoints.getCase)).toThrow(/id/);
  });

  it('should add the defined query values', () => {
    expect(apiUrl(endpoints.listCases, {}, { dog: true, page: 2, q: undefined })).toBe(
      '/api/v1/cases?dog=true&page=2',
    );
  });
});

describe('who may call', () => {
  it('should need a user for everything but sign-in', () => {
    expect(decideApiAccess(endpoints.login.access, null)).toBe('allow');
    expect(decideApiAccess(endpoints.probe.access, null)).toBe('unauthenticated');
  });

  it('should need the privilege of the method, and the admin role for administration', () => {
    expect(canCall(staff, endpoints.createCase)).toBe(true);
    expect(canCall(staff, endpoints.deleteCase)).toBe(false);
    expect(canCall(staff, endpoints.listUsers)).toBe(false);
    expect(canCall(admin, endpoints.listUsers)).toBe(true);
    expect(canCall({ roles: ['ROLE_ADMIN'], privileges: [] }, endpoints.listUsers)).toBe(false);
  });
});

describe('the types the web uses', () => {
  it('should type requests and answers by operation id', () => {
    const query: ApiQuery<'listTrades'> = { sort: 'amount:desc', market: 'foreign', pageSize: 25 };
    const body: ApiBody<'createCase'> = {
      caption: 'In re Example',
      court: 'D. Del.',
      securityIds: ['SE-0001'],
      classPeriodStart: '2024-01-01',
      classPeriodEnd: '2024-06-30',
    };
    const page: ApiResponse<'listCases'> = { items: [], total: 0, page: 1, pageSize: 10 };
    const params: ApiParams<'getCase'> = { id: 'CA-0001' };
    const common: ListQuery<'amount'> = { sort: 'amount:asc', pageSize: 100 };
    expect(apiUrl(endpoints.listTrades, {}, query)).toContain('market=foreign');
    expect([body.caption, page.total, params.id, common.sort]).toEqual([
      'In re Example',
      0,
      'CA-0001',
      'amount:asc',
    ]);
  });
});
