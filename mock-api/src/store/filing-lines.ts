/**
 * Each 13-F filer's filed lines, following every change to `store.filingHoldings` (imports, a
 * failed call put back, rows loaded from the data file). An import works on the filers it
 * touches; with a year of the SEC's data sets loaded (tens of millions of lines) a pass over
 * every line per import would cost more than the import itself.
 */
import type { FilingHolding } from '@backoffice/core/api';
import type { Store } from './store.ts';

type Indexed = Pick<Store, 'filingHoldings'>;

interface Kept {
  /** Table positions by filer id; null until first asked and after rows were put back wholesale. */
  byFiler: Map<string, number[]> | null;
}

const keptByStore = new WeakMap<Indexed, Kept>();

function add(byFiler: Map<string, number[]>, filerId: string, at: number): void {
  const list = byFiler.get(filerId);
  if (!list) {
    byFiler.set(filerId, [at]);
    return;
  }
  list.push(at);
  // Appended lines come last already; only a line moved to another filer needs its place.
  if (list.length > 1 && list[list.length - 2]! > at) list.sort((a, b) => a - b);
}

function remove(byFiler: Map<string, number[]>, filerId: string, at: number): void {
  const list = byFiler.get(filerId);
  const i = list?.indexOf(at) ?? -1;
  if (i >= 0) list!.splice(i, 1);
}

function keptFor(store: Indexed): Kept {
  const seen = keptByStore.get(store);
  if (seen) return seen;
  const kept: Kept = { byFiler: null };
  store.filingHoldings.follow({
    changed: (at, before, after) => {
      const byFiler = kept.byFiler;
      if (!byFiler || before?.filerId === after?.filerId) return;
      if (before) remove(byFiler, before.filerId, at);
      if (after) add(byFiler, after.filerId, at);
    },
    reset: () => {
      kept.byFiler = null;
    },
  });
  keptByStore.set(store, kept);
  return kept;
}

function built(store: Indexed, kept: Kept): Map<string, number[]> {
  if (kept.byFiler) return kept.byFiler;
  const byFiler = new Map<string, number[]>();
  store.filingHoldings.positions.forEach((line, at) => {
    if (line) add(byFiler, line.filerId, at);
  });
  kept.byFiler = byFiler;
  return byFiler;
}

/** The filer's lines, in table order. */
export function linesOfFiler(store: Indexed, filerId: string): FilingHolding[] {
  const rows = store.filingHoldings.positions;
  const out: FilingHolding[] = [];
  for (const at of built(store, keptFor(store)).get(filerId) ?? []) {
    const line = rows[at];
    if (line) out.push(line);
  }
  return out;
}

/** Every filer's lines, in order of each filer's first line. */
export function linesByFiler(store: Indexed): Map<string, FilingHolding[]> {
  const out = new Map<string, FilingHolding[]>();
  for (const filerId of built(store, keptFor(store)).keys())
    out.set(filerId, linesOfFiler(store, filerId));
  return out;
}
