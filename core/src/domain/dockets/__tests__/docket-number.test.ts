import { describe, expect, it } from 'vitest';
import {
  DOCKET_NUMBER_EXPECTED,
  docketNumberProblem,
  fullDocketNumber,
  parseDocketNumber,
} from '../docket-number.ts';

const value = (text: string) => {
  const parsed = parseDocketNumber(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.value;
};

describe('parseDocketNumber', () => {
  it('should take a number in the normal form as it is', () => {
    expect(value('1:26-cv-07210')).toEqual({ base: '1:26-cv-07210', judgeInitials: [] });
  });

  it("should keep the judges' initials apart from the number", () => {
    expect(value('1:26-cv-07210-GHW-OTW')).toEqual({
      base: '1:26-cv-07210',
      judgeInitials: ['GHW', 'OTW'],
    });
    expect(value('2:19-md-02904-jmv')).toEqual({ base: '2:19-md-02904', judgeInitials: ['JMV'] });
  });

  it('should normalise case, short numbers, missing dashes and spaces around', () => {
    expect(value('1:26-CV-7210').base).toBe('1:26-cv-07210');
    expect(value(' 1:26cv7210 ').base).toBe('1:26-cv-07210');
    expect(value('3:24-cr-5').base).toBe('3:24-cr-00005');
  });

  it('should know the usual case types', () => {
    for (const type of ['cv', 'cr', 'md', 'mc', 'bk', 'mj']) {
      expect(value(`1:26-${type}-00001`).base).toBe(`1:26-${type}-00001`);
    }
  });

  it('should refuse what is not a federal docket number, showing the expected form', () => {
    for (const bad of [
      '',
      '26-cv-07210', // no office: which one is meant?
      '1:2026-cv-07210',
      '1:26-cv-072100',
      '1:26-xx-07210',
      '1:26/cv/07210',
      'CA-0001',
      '1:26-cv-07210-',
    ]) {
      const problem = docketNumberProblem(bad);
      expect(problem, bad).toContain('1:26-cv-07210');
      expect(problem, bad).toContain(DOCKET_NUMBER_EXPECTED);
    }
  });

  it('should name an unknown case type', () => {
    expect(docketNumberProblem('1:26-zz-07210')).toMatch(/^Unknown case type 'zz'/);
  });

  it('should show the number as courts print it', () => {
    expect(fullDocketNumber(value('1:26-cv-7210-ghw-otw'))).toBe('1:26-cv-07210-GHW-OTW');
    expect(fullDocketNumber(value('1:26-cv-7210'))).toBe('1:26-cv-07210');
  });
});
