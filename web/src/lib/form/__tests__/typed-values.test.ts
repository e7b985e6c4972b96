import { describe, expect, it } from 'vitest';
import {
  dateOfIso,
  isoOfDate,
  numberText,
  parseTypedDate,
  parseTypedNumber,
} from '../typed-values.ts';

describe('typed numbers', () => {
  it('should read thousands separators, decimals and signs', () => {
    expect(parseTypedNumber('1,250,000')).toEqual({ kind: 'value', value: 1_250_000 });
    expect(parseTypedNumber(' -3.5 ')).toEqual({ kind: 'value', value: -3.5 });
    expect(parseTypedNumber('.25')).toEqual({ kind: 'value', value: 0.25 });
  });

  it('should call nothing empty and refuse what is not a number', () => {
    expect(parseTypedNumber('   ')).toEqual({ kind: 'empty' });
    for (const text of ['12abc', '1.2.3', '--1', 'NaN', 'Infinity', '1e400']) {
      expect(parseTypedNumber(text)).toEqual({ kind: 'invalid' });
    }
  });

  it('should show a stored number grouped and exact', () => {
    expect(numberText(1_250_000.125)).toBe('1,250,000.125');
  });
});

describe('typed dates', () => {
  it('should read ISO and US dates into an ISO date', () => {
    expect(parseTypedDate('2024-03-15')).toEqual({ kind: 'value', value: '2024-03-15' });
    expect(parseTypedDate('3/5/2024')).toEqual({ kind: 'value', value: '2024-03-05' });
    expect(parseTypedDate('2024-02-29')).toEqual({ kind: 'value', value: '2024-02-29' });
  });

  it('should refuse impossible days instead of rolling them into the next month', () => {
    for (const text of ['2023-02-30', '2023-02-29', '2023-13-01', '04/31/2024', '2023-00-10']) {
      expect(parseTypedDate(text)).toEqual({ kind: 'invalid' });
    }
    expect(parseTypedDate('03/15/24')).toEqual({ kind: 'invalid' });
    expect(parseTypedDate('')).toEqual({ kind: 'empty' });
  });

  it('should turn business dates into local calendar days and back', () => {
    const day = dateOfIso('2024-03-15');
    expect(day?.getFullYear()).toBe(2024);
    expect(day?.getMonth()).toBe(2);
    expect(day?.getDate()).toBe(15);
    expect(isoOfDate(day!)).toBe('2024-03-15');
    expect(dateOfIso('2023-02-30')).toBeNull();
    expect(isoOfDate(dateOfIso('0024-01-01')!)).toBe('0024-01-01');
  });
});
