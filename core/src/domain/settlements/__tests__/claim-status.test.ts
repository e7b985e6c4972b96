import { describe, expect, it } from 'vitest';
import {
  claimStatusProblem,
  settlementNetFund,
  settlementTermsProblems,
  type ClaimStatus,
  type SettlementTerms,
} from '../index.ts';

describe('the moves of a claim status', () => {
  it.each<[ClaimStatus, ClaimStatus]>([
    ['eligible', 'in_preparation'],
    ['in_preparation', 'filed'],
    ['filed', 'deficient'],
    ['deficient', 'filed'],
    ['filed', 'accepted'],
    ['accepted', 'paid'],
    ['filed', 'rejected'],
  ])('should let a claim move from %s to %s', (from, to) => {
    expect(claimStatusProblem(from, to)).toBeNull();
  });

  it.each<[ClaimStatus, ClaimStatus]>([
    ['eligible', 'paid'],
    ['eligible', 'accepted'],
    ['paid', 'filed'],
    ['rejected', 'accepted'],
    ['filed', 'eligible'],
  ])('should refuse a claim moving from %s to %s', (from, to) => {
    expect(claimStatusProblem(from, to)).toMatch(/cannot become/);
  });

  it('should say which moves are allowed', () => {
    expect(claimStatusProblem('eligible', 'paid')).toBe(
      'A claim that is Eligible cannot become Paid: it can move to In preparation, Filed',
    );
    expect(claimStatusProblem('paid', 'filed')).toContain('a paid claim is final');
  });
});

const TERMS: SettlementTerms = {
  grossFund: 10_000_000_00,
  feesAwarded: 2_500_000_00,
  expensesAwarded: 300_000_00,
  netFund: null,
  classPeriodStart: '2024-01-01',
  classPeriodEnd: '2024-06-30',
  preliminaryApprovalOn: '2026-01-15',
  optOutDeadline: '2026-04-01',
  objectionDeadline: '2026-04-01',
  fairnessHearingOn: '2026-05-01',
  finalApprovalOn: '2026-05-15',
  claimDeadline: '2026-06-30',
};

describe("a settlement's terms", () => {
  it('should take the net fund as gross less fees and expenses unless stated', () => {
    expect(settlementTermsProblems(TERMS)).toEqual([]);
    expect(settlementNetFund(TERMS)).toBe(7_200_000_00);
    expect(settlementNetFund({ ...TERMS, netFund: 7_000_000_00 })).toBe(7_000_000_00);
  });

  it('should name each date out of order and money that does not add up', () => {
    const problems = settlementTermsProblems({
      ...TERMS,
      objectionDeadline: '2026-05-02',
      finalApprovalOn: '2026-04-30',
      feesAwarded: 9_800_000_00,
      netFund: 5_000_000_00,
    });
    expect(problems.map((p) => p.field)).toEqual([
      'objectionDeadline',
      'finalApprovalOn',
      'feesAwarded',
      'netFund',
    ]);
  });
});
