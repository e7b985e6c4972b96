import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPayment,
  eligibleClientIds,
  expectedPayment,
  proRataDistribution,
  type BelowMinimumRule,
} from '../index.ts';

// Net fund $10,000; recognized losses $6,000, $3,000 and $5; minimum payment $10.
const CLAIMS = [
  { id: 'A', recognizedLoss: 6000_00 },
  { id: 'B', recognizedLoss: 3000_00 },
  { id: 'C', recognizedLoss: 5_00 },
];
const FUND = 10_000_00;

describe('the pro rata distribution of a net fund', () => {
  it('should leave a claim under the minimum out and share the fund among the other two', () => {
    // C's share, $5.55, is under $10; without it: 6000/9000 × $10,000 = $6,666.666… and
    // $3,333.333…; the last cent goes to the larger remainder (A's .67).
    const d = proRataDistribution(CLAIMS, FUND, {
      minimumPayment: 10_00,
      belowMinimum: 'redistribute',
    });
    expect(d.payments).toEqual([
      { id: 'A', amount: 6666_67, belowMinimum: false },
      { id: 'B', amount: 3333_33, belowMinimum: false },
      { id: 'C', amount: 0, belowMinimum: true },
    ]);
    expect(d).toMatchObject({ distributed: FUND, withheld: 0 });
  });

  it('should withhold the share under the minimum when the plan keeps it back', () => {
    // Over $9,005: A 6,662.965…, B 3,331.482…, C 5.552…; the one cent left goes to A.
    const d = proRataDistribution(CLAIMS, FUND, {
      minimumPayment: 10_00,
      belowMinimum: 'withhold',
    });
    expect(d.payments.map((p) => p.amount)).toEqual([6662_97, 3331_48, 0]);
    expect(d).toMatchObject({ distributed: 9994_45, withheld: 5_55 });
  });

  it('should split cents among three equal claimants to the earlier one first', () => {
    const equal = ['A', 'B', 'C'].map((id) => ({ id, recognizedLoss: 100 }));
    const d = proRataDistribution(equal, 100, { minimumPayment: 0, belowMinimum: 'redistribute' });
    expect(d.payments.map((p) => p.amount)).toEqual([34, 33, 33]);
  });

  it('should pay nothing to a claim without a recognized loss', () => {
    const d = proRataDistribution([{ id: 'A', recognizedLoss: 0 }], FUND, {
      minimumPayment: 0,
      belowMinimum: 'redistribute',
    });
    expect(d.payments).toEqual([{ id: 'A', amount: 0, belowMinimum: false }]);
    expect(d.distributed).toBe(0);
  });

  const claimsArb = fc.array(fc.integer({ min: 0, max: 5_000_000_00 }), {
    minLength: 1,
    maxLength: 12,
  });
  const ruleArb = fc.constantFrom<BelowMinimumRule>('redistribute', 'withhold');

  it('should distribute the net fund less what the minimum withholds, each payment at least the minimum', () => {
    fc.assert(
      fc.property(
        claimsArb,
        fc.integer({ min: 0, max: 100_000_000_00 }),
        fc.integer({ min: 0, max: 100_000 }),
        ruleArb,
        (losses, fund, minimumPayment, belowMinimum) => {
          const claims = losses.map((recognizedLoss, i) => ({ id: String(i), recognizedLoss }));
          const d = proRataDistribution(claims, fund, { minimumPayment, belowMinimum });
          const paid = d.payments.filter((p) => p.amount > 0);
          expect(d.distributed).toBe(d.payments.reduce((s, p) => s + p.amount, 0));
          for (const p of paid) expect(p.amount).toBeGreaterThanOrEqual(minimumPayment);
          if (belowMinimum === 'redistribute') expect(d.withheld).toBe(0);
          const someLoss = losses.some((l) => l > 0);
          const nobodyPaid = d.payments.every((p) => p.belowMinimum || p.amount === 0);
          if (someLoss && !(belowMinimum === 'redistribute' && nobodyPaid))
            expect(d.distributed + d.withheld).toBe(fund);
        },
      ),
    );
  });
});

describe('a claim expected payment and its check', () => {
  it('should give the share of the net fund over the reported total, or 0 under the minimum', () => {
    // $6,000 of $9,000 of accepted claims, net fund $10,000: $6,666.67.
    expect(expectedPayment(6000_00, 9000_00, FUND, 10_00)).toBe(6666_67);
    // $5 of $9,005: $5.55, under the $10 minimum.
    expect(expectedPayment(5_00, 9005_00, FUND, 10_00)).toBe(0);
    expect(expectedPayment(5_00, 0, FUND, 10_00)).toBeNull();
  });

  it('should flag a payment beyond the tolerance with the difference', () => {
    expect(checkPayment(6666_67, 6666_00, 1_00)).toEqual({
      expected: 6666_67,
      paid: 6666_00,
      difference: -67,
      flagged: false,
    });
    expect(checkPayment(6666_67, 6500_00, 1_00)).toMatchObject({
      difference: -166_67,
      flagged: true,
    });
  });
});

describe('which clients a settlement reaches', () => {
  it('should take clients that traded an eligible security in the settlement class period', () => {
    const period = { start: '2024-01-01', end: '2024-03-31' };
    const trades = [
      { clientId: 'c1', securityId: 's1', date: '2024-02-01' },
      { clientId: 'c2', securityId: 's2', date: '2024-02-01' }, // not an eligible security
      { clientId: 'c3', securityId: 's1', date: '2024-04-01' }, // after the period
      { clientId: 'c1', securityId: 's1', date: '2024-03-01' },
      { clientId: 'c4', securityId: 's3', date: '2024-01-01' },
    ];
    expect(eligibleClientIds(period, ['s1', 's3'], trades)).toEqual(['c1', 'c4']);
  });
});
