import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMoney,
  formatMoneyWhole,
  formatMoneyCompact,
  formatNumber,
  formatRate,
} from '../format.ts';
import { humanize } from '../labels.ts';

describe('the formatters', () => {
  it('should show a business date as the calendar date it names, in any time zone', () => {
    expect(formatDate('2024-03-01')).toBe('Mar 1, 2024');
    expect(formatDate(null)).toBe('—');
  });

  it('should show money with its currency and numbers with thousands separators', () => {
    expect(formatMoney(1234567.5)).toBe('$1,234,567.50');
    expect(formatMoney(-12, 'EUR')).toBe('-€12.00');
    expect(formatMoneyWhole(27_362_000_000)).toBe('$27,362,000,000');
    expect(formatNumber(1500000)).toBe('1,500,000');
  });

  it('should show a rate as a percentage to a tenth, and no rate as a dash', () => {
    expect(formatRate(0.2)).toBe('20.0%');
    expect(formatRate(1 / 3)).toBe('33.3%');
    expect(formatRate(null)).toBe('—');
  });

  it('should shorten money for chart axes', () => {
    expect(formatMoneyCompact(1_250_000)).toBe('$1.3M');
    expect(formatMoneyCompact(950)).toBe('$950');
  });

  it('should read enum values as words, keeping acronyms', () => {
    expect(humanize('lead_plaintiff_motion')).toBe('Lead plaintiff motion');
    expect(humanize('adr')).toBe('ADR');
  });
});
