import { describe, expect, it } from 'vitest';
import { apiQueryKey } from '../query-keys.ts';
import { staleAfter } from '../invalidation.ts';
import { queryParams } from '../api-request.ts';

describe('the query keys', () => {
  it('should give the same key to the same question asked in a different order', () => {
    const a = apiQueryKey('listCases', { query: { status: 'filed', page: 2, q: 'acme' } });
    const b = apiQueryKey('listCases', { query: { q: 'acme', page: 2, status: 'filed' } });
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('should leave out empty values, so an empty search is the same as none', () => {
    expect(apiQueryKey('listCases', { query: { q: '', status: undefined, page: 1 } })).toEqual(
      apiQueryKey('listCases', { query: { page: 1 } }),
    );
  });

  it('should tell apart operations, params and query values', () => {
    const one = apiQueryKey('getCase', { params: { id: 'CA-0001' } });
    expect(one).toEqual(['api', 'getCase', { id: 'CA-0001' }, {}]);
    expect(apiQueryKey('getCase', { params: { id: 'CA-0002' } })).not.toEqual(one);
    expect(apiQueryKey('listCases', { query: { dog: true } })).toEqual([
      'api',
      'listCases',
      {},
      { dog: 'true' },
    ]);
  });

  it('should send the query as strings without the empty values', () => {
    expect(queryParams({ page: 3, dog: false, q: '', to: null, from: undefined })).toEqual({
      page: '3',
      dog: 'false',
    });
  });
});

describe('the invalidation after a write', () => {
  it('should refresh the written resource and what is derived from it', () => {
    const stale = staleAfter('createCase');
    expect(stale).toEqual(expect.arrayContaining(['listCases', 'getCase', 'listCalendarEvents']));
    expect(stale).toEqual(expect.arrayContaining(['listDockets', 'listMotions', 'listLossRuns']));
    expect(stale).not.toContain('listTrades');
    expect(stale).not.toContain('createCase');
  });

  it('should refresh the calendar after a motion changes but not the cases', () => {
    const stale = staleAfter('updateMotion');
    expect(stale).toEqual(
      expect.arrayContaining(['listMotions', 'getMotion', 'listCalendarEvents']),
    );
    expect(stale).not.toContain('listCases');
  });

  it("should refresh what a case lacks of its securities' closes after a price import", () => {
    const stale = staleAfter('importSecurityPrices');
    expect(stale).toEqual(
      expect.arrayContaining(['getSecurityPriceCoverage', 'getCasePriceCoverage']),
    );
    // A case's new class period changes the days it needs.
    expect(staleAfter('updateCase')).toContain('getCasePriceCoverage');
  });
});
