import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANDING_ROUTE,
  LANDING_ROUTE_IDS,
  NOT_LANDINGS,
  isLandingRouteId,
  landingChoices,
  landingPath,
  landingRefusal,
  landingRouteFor,
} from '../landing.ts';
import { ROUTES } from '../routes.ts';
import { sessionUserFromClaims } from '../session-user.ts';

const staff = sessionUserFromClaims({ sub: 's', authorities: ['ROLE_USER', 'READ'] });
const admin = sessionUserFromClaims({ sub: 'a', authorities: ['ROLE_ADMIN', 'READ'] });

describe('the landing screens a user may choose', () => {
  it('should offer only signed-in screens that need no parameter, never / itself', () => {
    expect(LANDING_ROUTE_IDS).toContain('caseList');
    expect(LANDING_ROUTE_IDS).toContain('calendar');
    expect(LANDING_ROUTE_IDS).toContain('lossReport'); // its one parameter is optional
    for (const id of ['home', 'case', 'tradeDetail', 'login', 'forbidden', 'createNewCase']) {
      expect(LANDING_ROUTE_IDS).not.toContain(id);
    }
    for (const id of LANDING_ROUTE_IDS) expect(landingPath(id)).not.toContain(':');
  });

  it('should name every public route among the exclusions the type relies on', () => {
    const publicIds = ROUTES.filter((r) => r.access.doesNotRequireLogin).map((r) => r.id);
    expect(NOT_LANDINGS).toEqual(expect.arrayContaining(publicIds));
  });

  it('should offer the admin panel to administrators only', () => {
    expect(landingChoices(admin)).toContain('admin');
    expect(landingChoices(staff)).not.toContain('admin');
    expect(landingChoices(staff)).toContain('howto');
    expect(landingRefusal('admin', staff)).toMatch(/administrators/);
    expect(landingRefusal('admin', admin)).toBeNull();
  });

  it('should give paths without optional segments', () => {
    expect(landingPath('caseList')).toBe('/cases');
    expect(landingPath('lossReport')).toBe('/lossReport');
    expect(landingPath('reportGenerator')).toBe('/client-management/reportGenerator');
  });
});

describe('landingRouteFor', () => {
  it.each([
    ['a saved screen the user may open', 'calendar', staff, 'calendar'],
    ['nothing saved', undefined, staff, DEFAULT_LANDING_ROUTE],
    ['a screen that no longer exists', 'oldScreen', staff, DEFAULT_LANDING_ROUTE],
    ['the admin panel after the admin role was taken away', 'admin', staff, DEFAULT_LANDING_ROUTE],
    ['the admin panel for an admin', 'admin', admin, 'admin'],
  ] as const)('should follow %s', (_what, saved, user, want) => {
    expect(landingRouteFor(saved, user)).toBe(want);
  });

  it('should recognise only landing route ids', () => {
    expect(isLandingRouteId('dockets')).toBe(true);
    expect(isLandingRouteId('home')).toBe(false);
    expect(isLandingRouteId(42)).toBe(false);
  });
});
