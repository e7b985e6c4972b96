import { describe, expect, it } from 'vitest';
import { caseList, tradeList } from '../index.ts';

describe('the list query of a resource', () => {
  it('should fill the defaults: page 1, 10 rows, the default sort', () => {
    expect(tradeList.query.parse({})).toEqual({ page: 1, pageSize: 10, sort: 'tradeDate:desc' });
  });

  it('should read numbers and booleans from query strings', () => {
    expect(caseList.query.parse({ page: '3', pageSize: '50', dog: 'true' })).toMatchObject({
      page: 3,
      pageSize: 50,
      dog: true,
    });
  });

  it('should only take the page sizes the tables offer', () => {
    expect(tradeList.query.safeParse({ pageSize: '20' }).success).toBe(false);
    for (const size of ['10', '25', '50', '100'])
      expect(tradeList.query.safeParse({ pageSize: size }).success).toBe(true);
  });

  it('should only sort by the sortable columns, in either direction', () => {
    expect(tradeList.query.safeParse({ sort: 'amount:desc' }).success).toBe(true);
    expect(tradeList.query.safeParse({ sort: 'sourceFileId:asc' }).success).toBe(false);
    expect(tradeList.query.safeParse({ sort: 'amount' }).success).toBe(false);
  });

  it('should refuse unknown parameters and a range that ends before it starts', () => {
    const result = tradeList.query.safeParse({
      colour: 'red',
      from: '2024-02-01',
      to: '2024-01-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.code).sort()).toEqual(['custom', 'unrecognized_keys']);
  });
});
