import { describe, expect, it } from 'vitest';
import { decideAccess, forbiddenHref, safeReturnPath } from '../access.ts';
import { ROUTES } from '../routes.ts';
import { sessionUserFromClaims } from '../session-user.ts';

const staff = sessionUserFromClaims({ sub: 's', authorities: ['ROLE_USER', 'READ'] });
const admin = sessionUserFromClaims({ sub: 'a', authorities: ['ROLE_ADMIN', 'READ'] });

const expected = (access: (typeof ROUTES)[number]['access']) => ({
  anonymous: access.doesNotRequireLogin ? 'allow' : 'sign-in',
  staff: access.requiresAdmin ? 'forbidden' : 'allow',
  admin: 'allow',
});

describe('decideAccess over the whole route table', () => {
  const cases = ROUTES.flatMap((route) => {
    const want = expected(route.access);
    return [
      [route.path, 'anonymous', null, want.anonymous],
      [route.path, 'staff', staff, want.staff],
      [route.path, 'admin', admin, want.admin],
    ] as const;
  });

  it.each(cases)(
    'should answer %s for %s with the expected decision',
    (_path, _who, user, want) => {
      const route = ROUTES.find((r) => r.path === _path);
      expect(route).toBeDefined();
      expect(decideAccess(route!.access, user)).toBe(want);
    },
  );

  it('should allow only admins on /admin', () => {
    const adminRoute = ROUTES.find((r) => r.path === '/admin')!;
    expect(decideAccess(adminRoute.access, staff)).toBe('forbidden');
    expect(decideAccess(adminRoute.access, admin)).toBe('allow');
    expect(decideAccess(adminRoute.access, null)).toBe('sign-in');
  });

  it('should let everyone open the public pages', () => {
    for (const path of ['/login', '/implicit', '/forbidden', '/pageNotFound']) {
      const route = ROUTES.find((r) => r.path === path)!;
      expect(decideAccess(route.access, null)).toBe('allow');
    }
  });
});

describe('forbiddenHref', () => {
  it('should carry the full refused path, encoded, in redirect', () => {
    expect(forbiddenHref('/admin?tab=users')).toBe('/forbidden?redirect=%2Fadmin%3Ftab%3Dusers');
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/cases?status=filed#top', '/cases?status=filed#top'],
    ['/clients/client/42/overview', '/clients/client/42/overview'],
    ['/a/../admin', '/admin'],
  ])('should keep the same-site path %s', (input, want) => {
    expect(safeReturnPath(input)).toBe(want);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/.//evil.example',
    '/a/..//evil.example/x',
    '/%2e//evil.example',
    'https://evil.example',
    'http:evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\tevil',
    'evil.example',
    '',
    undefined,
    42,
    `/${'a'.repeat(3000)}`,
  ])('should fall back to / for %s', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });
});
