import { describe, expect, it } from 'vitest';
import { hrefOf } from '../hrefs.ts';

describe('the hrefs from the route table', () => {
  it('should fill the parameters and drop an absent optional segment', () => {
    expect(hrefOf('case', { caseId: 'CA-0001' })).toBe('/cases/case/CA-0001');
    expect(hrefOf('case', { caseId: 'CA-0001', subPage: 'dockets' })).toBe(
      '/cases/case/CA-0001/dockets',
    );
    expect(hrefOf('clients')).toBe('/clients');
  });

  it('should encode parameters and add a query string', () => {
    expect(hrefOf('client', { clientID: 'a/b c' })).toBe('/clients/client/a%2Fb%20c');
    expect(hrefOf('dockets', undefined, { caseId: 'CA-1', q: 'x y' })).toBe(
      '/dockets?caseId=CA-1&q=x+y',
    );
  });
});
