import { describe, expect, it } from 'vitest';
import { matchRoute } from '../match.ts';
import { ROUTES } from '../routes.ts';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/cases', 'caseList', {}],
    ['/cases/', 'caseList', {}],
    ['/cases/case/123', 'case', { caseId: '123' }],
    ['/cases/case/123/dockets', 'case', { caseId: '123', subPage: 'dockets' }],
    ['/DOGCases', 'dogCases', {}],
    ['/dogCases', 'dogCases', {}],
    ['/clients/client/C%2001', 'client', { clientID: 'C 01' }],
    ['/lossReport', 'lossReport', {}],
    ['/lossReport/summary', 'lossReport', { subPage: 'summary' }],
    ['/client-management/reportGenerator', 'reportGenerator', {}],
    ['/client-management/reportGenerator/quarterly', 'reportGenerator', { subPage: 'quarterly' }],
    ['/trades', 'trades', {}],
    ['/trades/foreign/77', 'tradeDetail', { tableType: 'foreign', id: '77' }],
    ['/holdings/dog/5', 'holdingDetail', { tableType: 'dog', id: '5' }],
    ['/13f/holdings', 'holdings13f', {}],
    ['/admin', 'admin', {}],
  ])('should match %s to %s', (path, id, params) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it.each([
    '/nowhere',
    '/cases/case',
    '/cases/case/1/2/3',
    '/trades/foreign',
    '//cases',
    '/cases//case/1',
    'cases',
    '/clients/client/%E0%A4%A',
  ])('should not match %s', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('should match every route of the table by its own example path', () => {
    for (const route of ROUTES) {
      const example = route.path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, 'x');
      expect(matchRoute(example)?.route.path, example).toBe(
        // '/' and '/cases' share a screen; each path finds its own entry first
        route.path,
      );
    }
  });
});
