import { describe, expect, it } from 'vitest';
import { detectDrops } from '../price-drops.ts';

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
