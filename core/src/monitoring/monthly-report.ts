/**
 * The monitoring section of a client's monthly report: the month's new cases where the client
 * is eligible with its estimated losses, the cases where its loss meets its threshold, the
 * lead-plaintiff deadlines ahead, and, from settlements, the claim deadlines ahead and the
 * payments received in the month. Money is in integer US cents, dates are ISO days.
 */
import { meetsThreshold } from './run-changes.ts';

export interface MonitoredCase {
  id: string;
  caption: string;
  /** The day the complaint was filed; the day the practice opened the case when not known. */
  openedOn: string;
  /** The earliest open lead-plaintiff deadline, if any. */
  leadPlaintiffDeadline: string | null;
}

/** The client's estimated loss in a case, from the case's latest completed loss run. */
export interface CaseEstimate {
  caseId: string;
  fifoNet: number;
  lifoNet: number;
}

export interface ClaimFact {
  settlementName: string;
  caseCaption: string;
  claimDeadline: string;
  filed: boolean;
  payment: { paidOn: string; amount: number; expected: number | null } | null;
}

export interface MonthlyInput {
  /** The month, first and last day. */
  start: string;
  end: string;
  monitored: boolean;
  lossThresholdUsd: number;
  cases: readonly MonitoredCase[];
  /** Only the cases where the client is eligible (its accounts traded in the class period). */
  estimates: readonly CaseEstimate[];
  claims: readonly ClaimFact[];
}

export interface CaseRow {
  caseId: string;
  caseCaption: string;
  openedOn: string;
  fifoNet: number;
  lifoNet: number;
  aboveThreshold: boolean;
  leadPlaintiffDeadline: string | null;
}

export interface MonthlySection {
  monitored: boolean;
  lossThresholdUsd: number;
  newCases: CaseRow[];
  aboveThreshold: CaseRow[];
  /** Lead-plaintiff deadlines after the month's end in cases where the client is eligible. */
  leadPlaintiffDeadlines: CaseRow[];
  claimDeadlines: { settlementName: string; caseCaption: string; claimDeadline: string }[];
  payments: {
    settlementName: string;
    caseCaption: string;
    paidOn: string;
    amount: number;
    expected: number | null;
  }[];
  totals: { newCasesFifoNet: number; newCasesLifoNet: number; paymentsReceived: number };
}

const byCaption = (a: CaseRow, b: CaseRow) => a.caseCaption.localeCompare(b.caseCaption);

export function monthlySection(input: MonthlyInput): MonthlySection {
  const casesById = new Map(input.cases.map((c) => [c.id, c]));
  const rows = input.estimates.flatMap((e): CaseRow[] => {
    const c = casesById.get(e.caseId);
    if (!c) return [];
    return [
      {
        caseId: c.id,
        caseCaption: c.caption,
        openedOn: c.openedOn,
        fifoNet: e.fifoNet,
        lifoNet: e.lifoNet,
        aboveThreshold: input.monitored && meetsThreshold(e.fifoNet, input.lossThresholdUsd),
        leadPlaintiffDeadline: c.leadPlaintiffDeadline,
      },
    ];
  });
  const newCases = rows
    .filter((r) => r.openedOn >= input.start && r.openedOn <= input.end)
    .sort((a, b) => a.openedOn.localeCompare(b.openedOn) || byCaption(a, b));
  const payments = input.claims
    .flatMap((c) =>
      c.payment && c.payment.paidOn >= input.start && c.payment.paidOn <= input.end
        ? [{ settlementName: c.settlementName, caseCaption: c.caseCaption, ...c.payment }]
        : [],
    )
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn));
  return {
    monitored: input.monitored,
    lossThresholdUsd: input.lossThresholdUsd,
    newCases,
    aboveThreshold: rows.filter((r) => r.aboveThreshold).sort((a, b) => b.fifoNet - a.fifoNet),
    leadPlaintiffDeadlines: rows
      .filter((r) => r.leadPlaintiffDeadline !== null && r.leadPlaintiffDeadline > input.end)
      .sort((a, b) => a.leadPlaintiffDeadline!.localeCompare(b.leadPlaintiffDeadline!)),
    claimDeadlines: input.claims
      .filter((c) => !c.filed && c.claimDeadline > input.end)
      .map(({ settlementName, caseCaption, claimDeadline }) => ({
        settlementName,
        caseCaption,
        claimDeadline,
      }))
      .sort((a, b) => a.claimDeadline.localeCompare(b.claimDeadline)),
    payments,
    totals: {
      newCasesFifoNet: newCases.reduce((sum, r) => sum + r.fifoNet, 0),
      newCasesLifoNet: newCases.reduce((sum, r) => sum + r.lifoNet, 0),
      paymentsReceived: payments.reduce((sum, p) => sum + p.amount, 0),
    },
  };
}
