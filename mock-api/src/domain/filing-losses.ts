/**
 * Institutions' estimated losses on a case from their 13-F reports, by the loss engine. A 13-F
 * gives a filer's position at each quarter end, not its trades, so the estimate reads each
 * change between two reports as one trade at the quarter end's close (a rise a purchase, a fall
 * a sale); reports before the class period make the start holding. The engine then values the
 * position like any account's (FIFO net; the lookback from the case's closes). Options lines
 * and principal amounts are left out: they are not shares of the stock. A filer with no report
 * inside the class period, or no FIFO net loss, has no estimate.
 */
import { calculateLoss, type DailyClose, type LossTrade } from '@backoffice/core/loss';

export interface ReportedPosition {
  filerId: string;
  period: string;
  shares: number;
  shareType: 'SH' | 'PRN';
  putCall: 'PUT' | 'CALL' | null;
}

export interface CaseWindow {
  classPeriodStart: string;
  classPeriodEnd: string;
  disclosureDate: string;
  /** Daily closes from the disclosure date on (the lookback). */
  prices: readonly DailyClose[];
  /** The close on a date, or the last trading day before it; null if none. */
  closeOn(date: string): number | null;
}

export interface FilerEstimate {
  filerId: string;
  /** The last report inside the class period, and its shares. */
  period: string;
  shares: number;
  /** US dollars, exact to the cent (the engine's FIFO net loss). */
  estimatedLoss: number;
}

function byFiler(positions: readonly ReportedPosition[]): Map<string, ReportedPosition[]> {
  const filers = new Map<string, ReportedPosition[]>();
  for (const p of positions) {
    if (p.shareType !== 'SH' || p.putCall !== null) continue;
    const list = filers.get(p.filerId);
    if (list) list.push(p);
    else filers.set(p.filerId, [p]);
  }
  for (const list of filers.values()) list.sort((a, b) => a.period.localeCompare(b.period));
  return filers;
}

/** Each change between reports as a trade at that quarter end's close; null without a close. */
function tradesOf(reports: readonly ReportedPosition[], window: CaseWindow): LossTrade[] | null {
  const trades: LossTrade[] = [];
  let held = 0;
  for (const r of reports) {
    const change = r.shares - held;
    held = r.shares;
    if (change === 0) continue;
    const price = window.closeOn(r.period);
    if (price === null) return null;
    trades.push({
      date: r.period,
      side: change > 0 ? 'BUY' : 'SELL',
      quantity: Math.abs(change),
      price,
    });
  }
  return trades;
}

function estimate(window: CaseWindow, reports: readonly ReportedPosition[]): number | null {
  const trades = tradesOf(reports, window);
  if (!trades) return null;
  const out = calculateLoss(
    {
      classPeriod: { start: window.classPeriodStart, end: window.classPeriodEnd },
      disclosureDate: window.disclosureDate,
      trades,
      prices: window.prices,
    },
    { trail: false },
  );
  return out.fifo.net > 0 ? out.fifo.net / 100 : null;
}

/** Throws the engine's `LossInputError` when the case's lookback lacks closes. */
export function estimateFilingLosses(
  window: CaseWindow,
  positions: readonly ReportedPosition[],
): FilerEstimate[] {
  const estimates: FilerEstimate[] = [];
  for (const [filerId, reports] of byFiler(positions)) {
    const inPeriod = reports.filter(
      (r) => r.period >= window.classPeriodStart && r.period <= window.classPeriodEnd,
    );
    const last = inPeriod.at(-1);
    if (!last) continue;
    const loss = estimate(window, reports);
    if (loss !== null) {
      estimates.push({ filerId, period: last.period, shares: last.shares, estimatedLoss: loss });
    }
  }
  return estimates;
}
