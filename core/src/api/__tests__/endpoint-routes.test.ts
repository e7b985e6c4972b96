import { describe, expect, it } from 'vitest';
import { endpointRoutes, listSorts } from '../endpoint-routes/generated.ts';
import { listSortsOf } from '../endpoint-routes/list-sorts-of.ts';
import { routesOf } from '../endpoint-routes/routes-of.ts';
import { caseList } from '../entities/cases.ts';
import { endpoints } from '../endpoints/index.ts';

describe('the endpoint routes the web calls through', () => {
  it('should be the endpoint table’s (npm run routes -w core writes them again)', () => {
    expect(endpointRoutes).toEqual(routesOf(endpoints));
  });

  it('should say of each endpoint its method, path, tag and access, and nothing else', () => {
    const keys = new Set(Object.values(endpointRoutes).flatMap((route) => Object.keys(route)));
    expect([...keys].sort()).toEqual(['access', 'method', 'path', 'tag']);
    expect(endpointRoutes.listCases).toEqual({
      method: 'GET',
      path: '/cases',
      tag: 'Cases',
      access: { authenticated: true, privilege: 'READ', admin: false },
    });
    expect(endpointRoutes.deleteCase.access.privilege).toBe('DELETE');
  });

  it('should hold each list’s sorts as its query schema has them (npm run routes -w core)', () => {
    expect(listSorts).toEqual(listSortsOf(endpoints));
    expect(listSorts.listCases).toEqual({
      defaultSort: caseList.defaultSort,
      sortable: caseList.sortable,
    });
    expect(listSorts.getCase).toBeUndefined();
  });
});
