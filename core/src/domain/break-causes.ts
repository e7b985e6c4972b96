/**
 * What the data says may have caused a reconciliation break, checked in this order:
 *
 * - `transfer`: another account of the same client has the opposite break in the same security
 *   over the same period (shares moved between accounts without trades);
 * - `split`: the end holding is the expected one times a split ratio (2-for-1, 3-for-2, 1-for-10…);
 * - `missing_file`: the custodian's trades file for a month of the period never came.
 */
import type { Break } from './reconcile.ts';

export type BreakCause =
  | { kind: 'transfer'; counterpartAccountId: string }
  | { kind: 'split'; ratio: string }
  | { kind: 'missing_file'; periods: string[] };

export interface CauseContext {
  /** The client and custodian of an account; undefined when unknown. */
  accountOf(accountId: string): { clientId: string; custodian: string } | undefined;
  /** Months (`YYYY-MM`) whose trades file from the custodian for the client never came. */
  missingTradeFiles(clientId: string, custodian: string): readonly string[];
}

/** Splits and reverse splits seen in practice, as [new shares, old shares]. */
const SPLITS: readonly (readonly [number, number])[] = [
  [2, 1],
  [3, 1],
  [4, 1],
  [5, 1],
  [10, 1],
  [3, 2],
  [1, 2],
  [1, 3],
  [1, 4],
  [1, 5],
  [1, 10],
  [2, 3],
];

/** The split ratio that turns `expected` into `end` ("2:1"); null when none does. */
export function splitRatio(expected: number, end: number | null): string | null {
  if (end === null || expected <= 0 || end <= 0) return null;
  const ratio = SPLITS.find(([to, from]) => Math.abs(expected * to - end * from) < 1e-6);
  return ratio ? `${String(ratio[0])}:${String(ratio[1])}` : null;
}

/** Months (`YYYY-MM`) a period (start, end] touches; the first report's period is its own month. */
export function monthsOf(startDate: string | null, endDate: string): string[] {
  const last = endDate.slice(0, 7);
  let [y, m] = (startDate ?? endDate).slice(0, 7).split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (;;) {
    const month = `${String(y)}-${String(m).padStart(2, '0')}`;
    if (startDate === null || month !== startDate.slice(0, 7) || startDate.slice(8) < '26') {
      months.push(month);
    }
    if (month >= last) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

const periodKey = (b: Break) => `${b.securityId}|${b.startDate ?? ''}|${b.endDate}`;

/** The suggested cause of each break (same order); null where the data shows none. */
export function suggestCauses(
  breaks: readonly Break[],
  context: CauseContext,
): (BreakCause | null)[] {
  const samePeriod = new Map<string, Break[]>();
  for (const b of breaks) {
    const list = samePeriod.get(periodKey(b)) ?? [];
    list.push(b);
    samePeriod.set(periodKey(b), list);
  }
  return breaks.map((b): BreakCause | null => {
    const account = context.accountOf(b.accountId);
    const counterpart = (samePeriod.get(periodKey(b)) ?? []).find(
      (o) =>
        o.accountId !== b.accountId &&
        o.difference === -b.difference &&
        account !== undefined &&
        context.accountOf(o.accountId)?.clientId === account.clientId,
    );
    if (counterpart) return { kind: 'transfer', counterpartAccountId: counterpart.accountId };
    const ratio = splitRatio(b.expected, b.end);
    if (ratio) return { kind: 'split', ratio };
    if (!account) return null;
    const missing = new Set(context.missingTradeFiles(account.clientId, account.custodian));
    const periods = monthsOf(b.startDate, b.endDate).filter((m) => missing.has(m));
    return periods.length > 0 ? { kind: 'missing_file', periods } : null;
  });
}
