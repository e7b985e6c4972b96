/**
 * Institutions' estimated losses on a case from their 13-F reports. The position used is the
 * last one reported for a quarter ending inside the class period; the loss estimate is that many
 * shares times the price fall on the corrective disclosure (the close on the last day of the
 * class period minus the close on the next trading day). Options lines and principal amounts
 * are left out: they are not shares of the stock.
 */

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
  priceBefore: number;
  priceAfter: number;
}

export interface FilerEstimate {
  filerId: string;
  period: string;
  shares: number;
  estimatedLoss: number;
}

export function estimateFilingLosses(
  window: CaseWindow,
  positions: readonly ReportedPosition[],
): FilerEstimate[] {
  const fall = window.priceBefore - window.priceAfter;
  if (!(fall > 0)) return [];
  const latest = new Map<string, ReportedPosition>();
  for (const p of positions) {
    if (p.shareType !== 'SH' || p.putCall !== null) continue;
    if (p.period < window.classPeriodStart || p.period > window.classPeriodEnd) continue;
    const seen = latest.get(p.filerId);
    if (!seen || p.period > seen.period) latest.set(p.filerId, p);
  }
  return [...latest.values()]
    .filter((p) => p.shares > 0)
    .map((p) => ({
      filerId: p.filerId,
      period: p.period,
      shares: p.shares,
      estimatedLoss: Math.round(p.shares * fall * 100) / 100,
    }));
}
