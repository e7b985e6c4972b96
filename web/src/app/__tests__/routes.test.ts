import { matchRoute, ROUTES } from '@backoffice/core';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../router.tsx';
import { SCREENS } from '../screens.ts';

/** Addresses each route should open: parameters filled, optional ones with and without. */
function samplePaths(pattern: string): string[] {
  const fill = (p: string, optional: string | null) =>
    p.replace(/\/:\w+\?/g, optional === null ? '' : `/${optional}`).replace(/:\w+/g, '42');
  const paths = new Set([fill(pattern, null), fill(pattern, 'summary')]);
  paths.add(`${fill(pattern, null)}/`.replace('//', '/'));
  paths.add(fill(pattern, null).toLowerCase());
  return [...paths];
}

const routeObjects = appRoutes();
const routerMatch = (path: string) => matchRoutes(routeObjects, path)?.at(-1)?.route.id ?? null;

describe('the route registry', () => {
  it('should have a screen for every route of the shared table', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(ROUTES.map((r) => r.id).sort());
  });

  it.each(ROUTES.flatMap((route) => samplePaths(route.path).map((path) => [path, route.id])))(
    'should open %s with the same route in core and in react-router',
    (path) => {
      const core = matchRoute(path)?.route.id ?? 'unknown';
      expect(routerMatch(path)).toBe(core);
    },
  );

  it.each(['/nope', '/cases/case', '/trades/x', '/13f', '/client-management/unknown/x/y'])(
    'should treat %s as unknown in both',
    (path) => {
      expect(matchRoute(path)).toBeNull();
      expect(routerMatch(path)).toBe('unknown');
    },
  );

  it('should open DOG Cases at both spellings', () => {
    expect(routerMatch('/DOGCases')).toBe('dogCases');
    expect(routerMatch('/dogCases')).toBe('dogCases');
  });
});
