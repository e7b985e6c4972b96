import { describe, expect, it } from 'vitest';
import { detectDrops } from '../../price-drops.ts';
import {
  comparableCloses,
  sharesAfterSplits,
  splitFactorBetween,
  splitLabel,
  splitProblem,
} from '../splits.ts';

// Apple's 4-for-1 split of 31 August 2020 and 7-for-1 of 9 June 2014 (closes approximate).
const SPLITS = [
  { date: '2014-06-09', ratio: 7 },
  { date: '2020-08-31', ratio: 4 },
];

describe('splits', () => {
  it('should turn shares held before a split into the shares after it, from the ex-date on', () => {
    expect(sharesAfterSplits(100, '2020-08-28', '2020-08-31', SPLITS)).toBe(400);
    expect(sharesAfterSplits(100, '2020-08-31', '2020-09-30', SPLITS)).toBe(100);
    expect(sharesAfterSplits(10, '2014-01-02', '2021-01-04', SPLITS)).toBe(280);
    expect(splitFactorBetween(SPLITS, '2014-06-06', '2014-06-09')).toBe(7);
  });

  it('should make a split no fall when closes are compared', () => {
    const days = ['2020-08-27', '2020-08-28', '2020-08-31', '2020-09-01'];
    const closes = [500.04, 499.23, 129.04, 134.18];
    expect(detectDrops(closes).map((d) => d.index)).toEqual([2]);
    const comparable = comparableCloses(days, closes, SPLITS);
    expect(Array.from(comparable)).toEqual([125.01, 124.8075, 129.04, 134.18]);
    expect(detectDrops(comparable)).toEqual([]);
    expect(comparableCloses(days, closes, [])).toBe(closes);
  });

  it('should refuse a ratio that is no split and a second split on one day', () => {
    expect(splitProblem({ date: '2024-01-02', ratio: 0 }, [])).toBe('the ratio must be above 0');
    expect(splitProblem({ date: '2024-01-02', ratio: 1 }, [])).toBe('a ratio of 1 changes nothing');
    expect(splitProblem({ date: '2020-08-31', ratio: 2 }, SPLITS)).toBe(
      'the security already has a split on 2020-08-31',
    );
    expect(splitProblem({ date: '2024-06-10', ratio: 0.1 }, SPLITS)).toBeNull();
  });
});

describe('a split as staff say it', () => {
  it('should name new shares for old, reverse splits included', () => {
    expect(splitLabel(2)).toBe('2-for-1');
    expect(splitLabel(1.5)).toBe('3-for-2');
    expect(splitLabel(0.1)).toBe('1-for-10');
    expect(splitLabel(20)).toBe('20-for-1');
    expect(splitLabel(2 / 3)).toBe('2-for-3');
    expect(splitLabel(1.2345)).toBe('1.2345-for-1');
  });
});
