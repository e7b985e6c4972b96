import { describe, expect, it } from 'vitest';
import { settlementFormSchema, type SettlementFormInput } from '../entities/settlement-form.ts';

const valid: SettlementFormInput = {
  caseId: 'CA-0001',
  name: 'Settlement with the underwriters',
  grossFund: 1_250_000.5,
  feesAwarded: 300_000,
  expensesAwarded: null,
  netFundStated: null,
  administrator: { name: 'Epiq', address: '', website: '', filingMethod: 'electronic' },
  preliminaryApprovalOn: '2025-01-10',
  finalApprovalOn: null,
  fairnessHearingOn: '2025-05-01',
  claimDeadline: '2025-06-30',
  optOutDeadline: '2025-04-01',
  objectionDeadline: null,
  classPeriodStart: '2023-01-01',
  classPeriodEnd: '2023-12-31',
  disclosureDate: null,
  securityIds: ['SEC-2', 'SEC-1'],
  securities: [
    {
      securityId: 'SEC-1',
      lookbackMean: 12.5,
      inflation: [
        { from: '2023-01-01', to: '2023-06-30', perShare: 3 },
        { from: '2023-07-01', to: '', perShare: 1.25 },
      ],
    },
    {
      securityId: 'SEC-2',
      lookbackMean: 4,
      inflation: [{ from: '2023-01-01', to: '', perShare: 0.5 }],
    },
  ],
  perShareCap: null,
  minimumPayment: 10,
  belowMinimum: 'redistribute',
  paymentTolerance: null,
  distributionTotal: null,
};

const problemsOf = (input: SettlementFormInput) => {
  const result = settlementFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the settlement form schema', () => {
  it('should turn dollars into the cents the contract keeps, and empty ends into open ones', () => {
    const body = settlementFormSchema.parse(valid);
    expect(body).toMatchObject({
      grossFund: 125_000_050,
      feesAwarded: 30_000_000,
      expensesAwarded: 0,
      netFundStated: null,
      minimumPayment: 1000,
      paymentTolerance: 0,
      administrator: { website: null },
    });
    expect(body.securities.map((s) => s.securityId)).toEqual(['SEC-2', 'SEC-1']);
    expect(body.securities[1]?.inflation[1]).toEqual({
      from: '2023-07-01',
      to: null,
      perShare: 1.25,
    });
  });

  it('should say on the fees field that the awards are more than the gross fund', () => {
    expect(problemsOf({ ...valid, feesAwarded: 1_000_000, expensesAwarded: 300_000 })).toEqual([
      ['feesAwarded', 'the fees and expenses awarded are more than the gross fund'],
    ]);
  });

  it('should say on the end of a range that it ends before it starts, and on overlaps', () => {
    const securities = [
      {
        securityId: 'SEC-1',
        lookbackMean: 12.5,
        inflation: [
          { from: '2023-06-01', to: '2023-05-01', perShare: 3 },
          { from: '2023-04-15', to: '', perShare: 1 },
        ],
      },
    ];
    expect(problemsOf({ ...valid, securityIds: ['SEC-1'], securities })).toEqual([
      ['securities.0.inflation.0.to', 'the range ends before it starts'],
      [
        'securities.0.inflation.1.from',
        'range 2 starts before range 1 ends: list the ranges in date order without overlaps',
      ],
    ]);
  });

  it('should name the dates out of order', () => {
    expect(problemsOf({ ...valid, optOutDeadline: '2025-01-01' })).toEqual([
      [
        'optOutDeadline',
        'the opt-out deadline is before preliminary approval (2025-01-10, 2025-01-01)',
      ],
    ]);
  });
});
