/**
 * Which cases' loss runs a write makes stale, and why, read from the write's open transaction
 * (as the audit hook reads it, so no handler can forget to say): a case created, a case whose
 * securities, class period, disclosure date or plan of allocation changed, and trades added or
 * removed in a security a case covers.
 */
import type { Case, Trade } from '@backoffice/core/api';
import type { Store } from '../../store/store.ts';

/** The fields a loss run is computed from, with the words a reason uses for each. */
const RUN_INPUTS: readonly [keyof Case, string][] = [
  ['securityIds', 'securities changed'],
  ['classPeriodStart', 'class period changed'],
  ['classPeriodEnd', 'class period changed'],
  ['disclosureDate', 'disclosure date changed'],
  ['planOfAllocation', 'plan of allocation changed'],
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function caseReasons(before: Case | undefined, after: Case | undefined): string[] {
  if (!after) return [];
  if (!before) return ['case created'];
  const reasons = RUN_INPUTS.filter(([field]) => !same(before[field], after[field])).map(
    ([, words]) => words,
  );
  return [...new Set(reasons)];
}

function tradeReasons(store: Store): Map<string, Set<string>> {
  const bySecurity = new Map<string, Set<string>>();
  const add = (trade: Trade, words: string) => {
    const reasons = bySecurity.get(trade.securityId) ?? new Set<string>();
    reasons.add(words);
    bySecurity.set(trade.securityId, reasons);
  };
  for (const { before, after } of store.trades.pendingRows()) {
    if (after && !before) add(after, 'trades ingested');
    else if (before && !after) add(before, 'trades undone');
    else if (before && after) {
      add(before, 'trades changed');
      add(after, 'trades changed');
    }
  }
  return bySecurity;
}

/** Case id → why its loss run is stale (several reasons joined), for the open transaction. */
export function staleRuns(store: Store): Map<string, string> {
  const reasons = new Map<string, Set<string>>();
  const add = (caseId: string, words: Iterable<string>) => {
    const set = reasons.get(caseId) ?? new Set<string>();
    for (const w of words) set.add(w);
    if (set.size > 0) reasons.set(caseId, set);
  };
  for (const change of store.cases.pending())
    add(change.id, caseReasons(change.before, change.after));
  const trades = tradeReasons(store);
  if (trades.size > 0) {
    for (const c of store.cases.all()) {
      for (const securityId of c.securityIds) add(c.id, trades.get(securityId) ?? []);
    }
  }
  return new Map([...reasons].map(([caseId, set]) => [caseId, [...set].join(', ')]));
}
