import { describe, expect, it } from 'vitest';
import { compactBody } from '../compact-body.ts';

describe('compactBody', () => {
  it('should drop empty text and undefined but keep null, false, zero and arrays', () => {
    const body = compactBody({
      caption: 'In re Acme',
      judge: '',
      docketNumber: null,
      dog: false,
      settlementAmount: 0,
      leadCounsel: undefined,
      securityIds: [],
    });
    expect(body).toEqual({
      caption: 'In re Acme',
      docketNumber: null,
      dog: false,
      settlementAmount: 0,
      securityIds: [],
    });
    expect('judge' in body).toBe(false);
    expect('leadCounsel' in body).toBe(false);
  });

  it('should keep text that is only spaces, which the contract judges for itself', () => {
    expect(compactBody({ note: ' ' })).toEqual({ note: ' ' });
  });
});
