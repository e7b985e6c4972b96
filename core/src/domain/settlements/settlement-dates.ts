/**
 * The rules a settlement's dates and money must keep. Each problem names its field, so the
 * server answers 422 saying which date or amount is out of order.
 */
import type { Cents, IsoDate } from '../../loss/types.ts';

export interface SettlementTerms {
  grossFund: Cents;
  feesAwarded: Cents;
  expensesAwarded: Cents;
  /** As the court or the administrator stated it; null: gross − fees − expenses. */
  netFund: Cents | null;
  classPeriodStart: IsoDate;
  classPeriodEnd: IsoDate;
  preliminaryApprovalOn: IsoDate | null;
  optOutDeadline: IsoDate | null;
  objectionDeadline: IsoDate | null;
  fairnessHearingOn: IsoDate | null;
  finalApprovalOn: IsoDate | null;
  claimDeadline: IsoDate;
}

export interface TermsProblem {
  field: keyof SettlementTerms;
  message: string;
}

/**
 * Pairs that must come in this order when both are known: [earlier, later, why]; the problem
 * names the field the words are about (the later one, or the deadline set after the hearing).
 */
const DATE_ORDER: readonly [keyof SettlementTerms, keyof SettlementTerms, string][] = [
  ['classPeriodStart', 'classPeriodEnd', 'the class period ends before it starts'],
  [
    'preliminaryApprovalOn',
    'optOutDeadline',
    'the opt-out deadline is before preliminary approval',
  ],
  [
    'preliminaryApprovalOn',
    'objectionDeadline',
    'the objection deadline is before preliminary approval',
  ],
  [
    'preliminaryApprovalOn',
    'fairnessHearingOn',
    'the fairness hearing is before preliminary approval',
  ],
  ['optOutDeadline', 'fairnessHearingOn', 'the opt-out deadline is after the fairness hearing'],
  [
    'objectionDeadline',
    'fairnessHearingOn',
    'the objection deadline is after the fairness hearing',
  ],
  ['fairnessHearingOn', 'finalApprovalOn', 'final approval is before the fairness hearing'],
  ['preliminaryApprovalOn', 'finalApprovalOn', 'final approval is before preliminary approval'],
  ['preliminaryApprovalOn', 'claimDeadline', 'the claim deadline is before preliminary approval'],
];

/** The net fund: the stated one, else gross − fees − expenses. */
export function settlementNetFund(terms: SettlementTerms): Cents {
  return terms.netFund ?? terms.grossFund - terms.feesAwarded - terms.expensesAwarded;
}

export function settlementTermsProblems(terms: SettlementTerms): TermsProblem[] {
  const problems: TermsProblem[] = [];
  for (const [earlier, later, why] of DATE_ORDER) {
    const a = terms[earlier];
    const b = terms[later];
    if (a === null || b === null || b >= a) continue;
    const field =
      later === 'fairnessHearingOn' && earlier !== 'preliminaryApprovalOn' ? earlier : later;
    problems.push({ field, message: `${why} (${String(a)}, ${String(b)})` });
  }
  const awarded = terms.feesAwarded + terms.expensesAwarded;
  if (awarded > terms.grossFund) {
    problems.push({
      field: 'feesAwarded',
      message: 'the fees and expenses awarded are more than the gross fund',
    });
  }
  const most = terms.grossFund - awarded;
  if (terms.netFund !== null && terms.netFund > most) {
    problems.push({
      field: 'netFund',
      message: `the net fund is more than the gross fund less fees and expenses (${String(most)} cents)`,
    });
  }
  return problems;
}
