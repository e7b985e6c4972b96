import fc from 'fast-check';
import { caseForDrop, caseFromDrop } from '../drop-cases.ts';
import { describe, expect, it } from 'vitest';
import {
  detectDrops,
  equalWeightIndex,
  findDrops,
  valueLost,
  type DropRules,
} from '../price-drops.ts';

const rules = (over: Partial<DropRules> = {}): DropRules => ({
  threshold: 0.1,
  severe: 0.2,
  window: 1,
  ...over,
});

describe('price drop detection', () => {
  it('should find days that fell by at least the threshold from the day before', () => {
    const drops = detectDrops([100, 102, 80, 79, 71, 71], 0.1);
    expect(drops.map((d) => d.index)).toEqual([2, 4]);
    expect(drops[0]).toMatchObject({ previousClose: 102, close: 80 });
    expect(drops[0]!.change).toBeCloseTo(-0.2157, 4);
  });

  it('should work on typed arrays and default to 10%', () => {
    expect(detectDrops(Float64Array.from([10, 9.1, 8.1]))).toHaveLength(1);
  });

  it('should refuse a threshold that is not a fraction', () => {
    expect(() => detectDrops([1, 2], 10)).toThrow(RangeError);
  });
});

describe('drops under editable rules', () => {
  it('should count a fall of exactly the threshold and rank the stronger tier apart', () => {
    const drops = findDrops({ closes: [100, 90, 90, 70] }, rules());
    expect(drops.map((d) => [d.index, d.tier])).toEqual([
      [1, 'drop'],
      [3, 'severe'],
    ]);
    expect(findDrops({ closes: [100, 91] }, rules())).toEqual([]);
  });

  it('should find over a two-day window a fall no single day shows, once', () => {
    const closes = [100, 94, 88, 88];
    expect(findDrops({ closes }, rules())).toEqual([]);
    const two = findDrops({ closes }, rules({ window: 2 }));
    expect(two).toHaveLength(1);
    expect(two[0]).toMatchObject({ index: 2, previousClose: 100, close: 88, window: 2 });
  });

  it('should keep the deeper of overlapping two-day drops', () => {
    const two = findDrops({ closes: [100, 85, 80, 82] }, rules({ window: 2 }));
    expect(two.map((d) => d.index)).toEqual([2]);
  });

  it('should measure net of the market: a market-wide fall is no drop, a stock falling alone is', () => {
    const closes = [100, 88, 88];
    const market = [100, 90, 90];
    expect(findDrops({ closes, market }, rules())).toEqual([]);
    const alone = findDrops({ closes: [100, 100, 88], market: [100, 100, 110] }, rules());
    expect(alone).toHaveLength(1);
    expect(alone[0]!.change).toBeCloseTo(-0.22, 6);
    expect(alone[0]!.rawChange).toBeCloseTo(-0.12, 6);
    expect(alone[0]!.marketChange).toBeCloseTo(0.1, 6);
  });

  it('should confirm by volume against the 20-day average when asked', () => {
    const closes = Array.from({ length: 23 }, (_, i) => (i < 21 ? 100 : 80));
    const quiet = Array.from({ length: 23 }, () => 1000);
    const loud = quiet.map((v, i) => (i === 21 ? 3000 : v));
    expect(findDrops({ closes, volumes: quiet }, rules({ volumeMultiple: 2 }))).toEqual([]);
    const confirmed = findDrops({ closes, volumes: loud }, rules({ volumeMultiple: 2 }));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.volumeRatio).toBe(3);
    // Too little history for an average: not confirmed.
    expect(findDrops({ closes: [100, 50], volumes: [1, 9] }, rules({ volumeMultiple: 1 }))).toEqual(
      [],
    );
  });

  it('should refuse rules that make no sense', () => {
    expect(() => findDrops({ closes: [] }, rules({ threshold: 0 }))).toThrow('threshold');
    expect(() => findDrops({ closes: [] }, rules({ severe: 0.05 }))).toThrow('severe');
    expect(() => findDrops({ closes: [] }, rules({ volumeMultiple: -1 }))).toThrow(
      'volumeMultiple',
    );
  });

  it('should find fewer drops as the threshold deepens, each at or below it', () => {
    const prices = fc.array(fc.double({ min: 1, max: 1000, noNaN: true }), { maxLength: 60 });
    const fraction = fc.double({ min: 0.01, max: 0.9, noNaN: true });
    fc.assert(
      fc.property(
        prices,
        fraction,
        fraction,
        fc.constantFrom(1 as const, 2 as const),
        (closes, a, b, window) => {
          const [low, high] = a < b ? [a, b] : [b, a];
          const shallow = findDrops({ closes }, rules({ threshold: low, severe: high, window }));
          const deep = findDrops({ closes }, rules({ threshold: high, severe: high, window }));
          expect(deep.length).toBeLessThanOrEqual(shallow.length);
          for (const d of shallow) expect(d.change).toBeLessThanOrEqual(-low);
        },
      ),
    );
  });

  it('should make an equal-weighted index of the average daily return', () => {
    const index = equalWeightIndex(
      [
        [10, 11],
        [20, 18],
      ],
      2,
    );
    expect(index[0]).toBe(100);
    expect(index[1]).toBeCloseTo(100, 9);
  });

  it('should value what holders lost in a fall', () => {
    expect(valueLost(1000, 50, 40)).toBe(10000);
    expect(valueLost(1000, 40, 50)).toBe(0);
  });
});

describe('drops and cases', () => {
  const acme = {
    id: 'CA-1',
    securityIds: ['S1'],
    classPeriodEnd: '2024-03-14',
    disclosureDate: null,
  };

  it('should find the case whose disclosure is the drop, within a few days, on that security', () => {
    expect(caseForDrop([acme], 'S1', '2024-03-15')).toBe('CA-1');
    expect(caseForDrop([acme], 'S1', '2024-03-20')).toBe('CA-1');
    expect(caseForDrop([acme], 'S1', '2024-03-21')).toBeNull();
    expect(caseForDrop([acme], 'S2', '2024-03-15')).toBeNull();
  });

  it('should start a case from a drop: disclosure on the drop, class period ending the day before', () => {
    expect(caseFromDrop('S1', '2024-03-01')).toEqual({
      securityId: 'S1',
      disclosureDate: '2024-03-01',
      classPeriodStart: '2023-03-02',
      classPeriodEnd: '2024-02-29',
    });
  });
});

describe('drops by the NYSE calendar', () => {
  // 26 October 2012 (Friday), then the exchange closed 29 and 30 October for Hurricane Sandy.
  const closes = [100, 80, 79, 60];

  it('should take a fall across days the exchange was closed for a one-day drop', () => {
    const dates = ['2012-10-25', '2012-10-26', '2012-10-31', '2012-11-01'];
    expect(detectDrops(closes, 0.1, dates).map((d) => d.index)).toEqual([1, 3]);
    const events = findDrops({ closes, dates }, { threshold: 0.1, severe: 0.2, window: 1 });
    expect(events.map((d) => d.index)).toEqual([1, 3]);
  });

  it('should find no drop across a trading day without a close', () => {
    // 1 November was a trading day: the fall from the 31st to the 2nd took two days, unseen.
    const dates = ['2012-10-25', '2012-10-26', '2012-10-31', '2012-11-02'];
    expect(detectDrops(closes, 0.1, dates).map((d) => d.index)).toEqual([1]);
    const twoDay = findDrops({ closes, dates }, { threshold: 0.1, severe: 0.2, window: 2 });
    // 25th to 31st holds no missing trading day (the 29th and 30th were closed); 26th to 2nd does.
    expect(twoDay.map((d) => [d.index, d.window])).toEqual([[2, 2]]);
    // Without the dates, every close follows the one before, as it did.
    expect(detectDrops(closes, 0.1).map((d) => d.index)).toEqual([1, 3]);
  });
});
