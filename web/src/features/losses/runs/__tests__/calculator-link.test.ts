import { describe, expect, it } from 'vitest';
import { calculatorHref } from '../calculator-link.ts';

const line = { caseId: 'CA-1', securityId: 'SE-2', clientId: 'CL-3', accountId: 'AC-4' };

describe('the drill-down to the Loss Calculator', () => {
  it('should name the line’s case, security, client and account', () => {
    const url = new URL(calculatorHref(line), 'http://x');
    expect(url.pathname).toBe('/lossCalculator');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      case: 'CA-1',
      security: 'SE-2',
      client: 'CL-3',
      accounts: 'AC-4',
    });
  });

  it('should list several accounts separated by commas', () => {
    const url = new URL(calculatorHref(line, ['AC-4', 'AC-5']), 'http://x');
    expect(url.searchParams.get('accounts')).toBe('AC-4,AC-5');
  });
});
