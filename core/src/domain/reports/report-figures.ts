/**
 * A client's figures for a report: trades by month, holdings at the end of the period, and per
 * case the loss, the claim filed and the recovery. Money is in integer US cents, as the loss
 * engine gives it. The recovery is an estimate: a settled case pays a fixed share of the claim
 * (a common rule of thumb for securities class actions) until the real distribution is known.
 */
import type { CaseStatus } from '../case-status.ts';

export const RECOVERY_SHARE = 0.2;

export const CASE_OUTCOMES = ['recovered', 'pending', 'dismissed'] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];

/** Settled cases recover; dismissed ones never will; the others are still open. */
export function caseOutcome(status: CaseStatus): CaseOutcome {
  if (status === 'settlement') return 'recovered';
  if (status === 'dismissed') return 'dismissed';
  return 'pending';
}

export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** A client's loss in one case, from the latest completed loss run (cents). */
export interface CaseLoss {
  caseId: string;
  caseCaption: string;
  status: CaseStatus;
  fifoNet: number;
  lifoNet: number;
  recognizedLoss: number | null;
}

export interface CaseLine extends CaseLoss {
  outcome: CaseOutcome;
  /** What a claim is made on: the plan's recognized loss, else the FIFO net loss; never < 0. */
  claim: number;
  /** A claim is filed once a case settles and the client has something to claim. */
  claimFiled: boolean;
  recovery: number;
}

export function claimOf(loss: Pick<CaseLoss, 'fifoNet' | 'recognizedLoss'>): number {
  return Math.max(0, loss.recognizedLoss ?? loss.fifoNet);
}

export function recoveryOf(claim: number, outcome: CaseOutcome): number {
  return outcome === 'recovered' ? Math.round(claim * RECOVERY_SHARE) : 0;
}

export function caseLine(loss: CaseLoss): CaseLine {
  const outcome = caseOutcome(loss.status);
  const claim = claimOf(loss);
  const claimFiled = outcome === 'recovered' && claim > 0;
  return { ...loss, outcome, claim, claimFiled, recovery: recoveryOf(claim, outcome) };
}

/** Largest loss first, then by caption, so reports read the same each time. */
export function caseLines(losses: readonly CaseLoss[]): CaseLine[] {
  return losses
    .map(caseLine)
    .sort((a, b) => b.fifoNet - a.fifoNet || a.caseCaption.localeCompare(b.caseCaption));
}

export interface TradeFact {
  tradeDate: string;
  side: 'buy' | 'sell';
  amountUsd: number;
}

export interface TradeMonth {
  month: string;
  buys: number;
  sells: number;
  boughtCents: number;
  soldCents: number;
}

/** Trades per month of the period (every month listed, empty ones too); others are ignored. */
export function tradesByMonth(
  months: readonly string[],
  trades: Iterable<TradeFact>,
): TradeMonth[] {
  const rows = new Map<string, TradeMonth>(
    months.map((month) => [month, { month, buys: 0, sells: 0, boughtCents: 0, soldCents: 0 }]),
  );
  for (const t of trades) {
    const row = rows.get(t.tradeDate.slice(0, 7));
    if (!row) continue;
    const cents = Math.abs(toCents(t.amountUsd));
    if (t.side === 'buy') {
      row.buys += 1;
      row.boughtCents += cents;
    } else {
      row.sells += 1;
      row.soldCents += cents;
    }
  }
  return [...rows.values()];
}

export interface HoldingFact {
  ticker: string;
  securityName: string;
  quantity: number;
  valueUsd: number;
}

export interface HoldingLine {
  ticker: string;
  securityName: string;
  quantity: number;
  valueCents: number;
}

/**
 * The positions of a snapshot by security (accounts summed), largest value first; beyond `top`
 * the rest are one "Other" line so the chart and the page stay readable.
 */
export function holdingLines(facts: Iterable<HoldingFact>, top = 10): HoldingLine[] {
  const bySecurity = new Map<string, HoldingLine>();
  for (const h of facts) {
    const line = bySecurity.get(h.ticker) ?? {
      ticker: h.ticker,
      securityName: h.securityName,
      quantity: 0,
      valueCents: 0,
    };
    line.quantity += h.quantity;
    line.valueCents += toCents(h.valueUsd);
    bySecurity.set(h.ticker, line);
  }
  const sorted = [...bySecurity.values()].sort(
    (a, b) => b.valueCents - a.valueCents || a.ticker.localeCompare(b.ticker),
  );
  if (sorted.length <= top) return sorted;
  const rest = sorted.slice(top);
  const other: HoldingLine = {
    ticker: 'Other',
    securityName: `${String(rest.length)} other securities`,
    quantity: rest.reduce((s, h) => s + h.quantity, 0),
    valueCents: rest.reduce((s, h) => s + h.valueCents, 0),
  };
  return [...sorted.slice(0, top), other];
}
