/**
 * A client report's totals and the words for its parts, written once for the API's summary and
 * the web's screen, PDF and workbook, so that none of them can disagree with another.
 */
import {
  RECOVERY_SHARE,
  type CaseLine,
  type CaseOutcome,
  type TradeMonth,
} from './report-figures.ts';
import type { ReportType } from './report-period.ts';

export const OUTCOME_LABELS: Readonly<Record<CaseOutcome, string>> = {
  recovered: 'Recovered (settled)',
  pending: 'Pending',
  dismissed: 'Dismissed',
};

/** Said under every report's facts: the recoveries are an estimate by the rule above. */
export const RECOVERY_NOTE = `Recoveries are estimated at ${String(Math.round(RECOVERY_SHARE * 100))}% of the claim in settled cases until the distribution is known; losses come from the latest completed loss run of each case.`;

/** A scorecard is about the cases alone; annual and quarterly reports add trades and holdings. */
export const showsTradesAndHoldings = (type: ReportType): boolean => type !== 'scorecard';

export interface CaseTotals {
  fifoNet: number;
  lifoNet: number;
  /** Summed over the cases with a plan; null when no case has one. */
  recognizedLoss: number | null;
  recovery: number;
  claimsFiled: number;
}

type Totalled = Pick<
  CaseLine,
  'fifoNet' | 'lifoNet' | 'recognizedLoss' | 'recovery' | 'claimFiled'
>;

export function caseTotals(lines: Iterable<Totalled>): CaseTotals {
  const totals: CaseTotals = {
    fifoNet: 0,
    lifoNet: 0,
    recognizedLoss: null,
    recovery: 0,
    claimsFiled: 0,
  };
  for (const line of lines) {
    totals.fifoNet += line.fifoNet;
    totals.lifoNet += line.lifoNet;
    if (line.recognizedLoss !== null)
      totals.recognizedLoss = (totals.recognizedLoss ?? 0) + line.recognizedLoss;
    totals.recovery += line.recovery;
    if (line.claimFiled) totals.claimsFiled += 1;
  }
  return totals;
}

/** Every trade of the period, bought or sold. */
export function tradeCount(months: Iterable<Pick<TradeMonth, 'buys' | 'sells'>>): number {
  let count = 0;
  for (const month of months) count += month.buys + month.sells;
  return count;
}
