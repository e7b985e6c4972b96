import { describe, expect, it } from 'vitest';
import { disclosureOf } from '../disclosure.ts';

describe('the corrective disclosure', () => {
  it('should be the first price drop after the class period', () => {
    const drops = [{ date: '2024-07-10' }, { date: '2024-06-28' }, { date: '2024-07-02' }];
    expect(disclosureOf('2024-06-28', drops, ['2024-07-01'])).toEqual({
      date: '2024-07-02',
      source: 'price_drop',
    });
  });

  it('should fall back to the first trading day after the class period', () => {
    const days = ['2024-06-27', '2024-06-28', '2024-07-01', '2024-07-02'];
    expect(disclosureOf('2024-06-28', [], days)).toEqual({
      date: '2024-07-01',
      source: 'next_trading_day',
    });
  });

  it('should fall back to the calendar day after without prices, across a month end', () => {
    expect(disclosureOf('2024-02-29', [], [])).toEqual({ date: '2024-03-01', source: 'next_day' });
  });
});
