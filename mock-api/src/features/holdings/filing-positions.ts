/**
 * 13-F positions as the rules in core read the filed lines: amendments applied, lines rolled up
 * per filer, quarter, CUSIP and kind, each with its change since the filer's previous report.
 *
 * Every rule works within one filer, so positions are kept per filer and only the filers whose
 * lines or record changed are derived again: a quarter's data sets touch millions of lines, and
 * deriving them all on the first read after each import held every other call for seconds.
 * An import warms them itself, a slice of filers at a time (`warmFilingPositions`).
 */
import type { Filer, FilingHolding, FilingPosition } from '@backoffice/core/api';
import { effectiveLines, quarterChanges, rollUp } from '@backoffice/core/domain';
import type { ClientScope } from '../../domain/client-scope.ts';
import { derivedFrom } from '../../store/derived.ts';
import { linesByFiler, linesOfFiler } from '../../store/filing-lines.ts';
import type { Store } from '../../store/store.ts';

interface FilerPositions {
  /** The filer record the rows carry (name, CIK, client mark) as it was when derived. */
  filer: Filer | undefined;
  rows: FilingPosition[];
}

/** Per store: each filer's positions, and the filers whose lines changed since. */
interface Kept {
  byFiler: Map<string, FilerPositions>;
  /** Who held each CUSIP: by CUSIP, each filer's rows of it (kept with `byFiler`). */
  byCusip: Map<string, Map<string, FilingPosition[]>>;
  /** `all` until first derived, and after a rollback or load put rows back wholesale. */
  stale: Set<string> | 'all';
  /** Filers taken from `stale` with their lines, to derive next (a warm-up's remainder). */
  pending: Map<string, FilingHolding[]>;
}

const keptByStore = new WeakMap<Store, Kept>();

function keptFor(store: Store): Kept {
  let kept = keptByStore.get(store);
  if (kept) return kept;
  const fresh: Kept = { byFiler: new Map(), byCusip: new Map(), stale: 'all', pending: new Map() };
  store.filingHoldings.follow({
    changed: (_at, before, after) => {
      if (fresh.stale === 'all') return;
      if (before) fresh.stale.add(before.filerId);
      if (after) fresh.stale.add(after.filerId);
    },
    reset: () => {
      fresh.stale = 'all';
    },
  });
  keptByStore.set(store, fresh);
  kept = fresh;
  return kept;
}

function positionOf(p: ReturnType<typeof quarterChanges>[number], filer: Filer | undefined) {
  return {
    id: `${p.filerId}.${p.period}.${p.cusip}.${p.kind}`,
    filerId: p.filerId,
    filerName: filer?.name ?? '',
    cik: filer?.cik ?? '0000000000',
    period: p.period,
    cusip: p.cusip,
    securityId: p.securityId,
    issuer: p.issuer,
    titleOfClass: p.titleOfClass,
    kind: p.kind,
    shares: p.shares,
    value: Math.round(p.value),
    price: p.price,
    lines: p.lines,
    previousShares: p.previousShares,
    change: p.change,
    isClient: (filer?.clientId ?? null) !== null,
  } satisfies FilingPosition;
}

/** The stale filers' lines (every filer's when all are stale). */
function staleLines(store: Store, stale: ReadonlySet<string> | 'all') {
  if (stale === 'all') return linesByFiler(store);
  return new Map([...stale].map((id) => [id, linesOfFiler(store, id)]));
}

/** Puts a filer's positions (none: `undefined`) in both indexes. */
function setFiler(kept: Kept, filerId: string, entry: FilerPositions | undefined): void {
  for (const row of kept.byFiler.get(filerId)?.rows ?? []) {
    const holders = kept.byCusip.get(row.cusip);
    holders?.delete(filerId);
    if (holders?.size === 0) kept.byCusip.delete(row.cusip);
  }
  if (!entry) {
    kept.byFiler.delete(filerId);
    return;
  }
  kept.byFiler.set(filerId, entry);
  for (const row of entry.rows) {
    let holders = kept.byCusip.get(row.cusip);
    if (!holders) {
      holders = new Map<string, FilingPosition[]>();
      kept.byCusip.set(row.cusip, holders);
    }
    const own = holders.get(filerId);
    if (own) own.push(row);
    else holders.set(filerId, [row]);
  }
}

function deriveFiler(store: Store, kept: Kept, filerId: string, lines: readonly FilingHolding[]) {
  if (lines.length === 0) {
    setFiler(kept, filerId, undefined);
    return;
  }
  const filer = store.filers.get(filerId);
  const rows = quarterChanges(rollUp(effectiveLines(lines))).map((p) => positionOf(p, filer));
  setFiler(kept, filerId, { filer, rows });
}

/** Moves the stale filers, with their lines now, to pending: a write after marks them stale again. */
function takeStale(store: Store, kept: Kept): void {
  if (kept.stale === 'all') {
    kept.byFiler.clear();
    kept.byCusip.clear();
    kept.pending.clear();
  }
  if (kept.stale !== 'all' && kept.stale.size === 0) return;
  for (const [id, lines] of staleLines(store, kept.stale)) kept.pending.set(id, lines);
  kept.stale = new Set();
}

/** Derives pending filers until about `lineBudget` of their lines are read. */
function derivePending(store: Store, kept: Kept, lineBudget = Infinity): void {
  let read = 0;
  for (const [id, lines] of kept.pending) {
    if (read >= lineBudget) return;
    kept.pending.delete(id);
    deriveFiler(store, kept, id, lines);
    read += lines.length;
  }
}

/** A filer renamed or linked to a client since: its rows carry the record as it is now. */
function refreshFilerFields(store: Store, kept: Kept): void {
  for (const [id, entry] of kept.byFiler) {
    const filer = store.filers.get(id);
    if (filer === entry.filer) continue;
    const fields = {
      filerName: filer?.name ?? '',
      cik: filer?.cik ?? '0000000000',
      isClient: (filer?.clientId ?? null) !== null,
    };
    setFiler(kept, id, { filer, rows: entry.rows.map((row) => ({ ...row, ...fields })) });
  }
}

/**
 * Derives the stale filers a slice at a time, letting other calls in between: an import awaits
 * it before it answers, so the first read after it finds the positions ready.
 */
export async function warmFilingPositions(store: Store, linesPerSlice = 20_000): Promise<void> {
  const kept = keptFor(store);
  takeStale(store, kept);
  // A read in between derives whatever is still pending itself, so it never sees a part.
  while (kept.pending.size > 0) {
    derivePending(store, kept, linesPerSlice);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The positions as of the last change, each way they are asked for. */
export interface Derived {
  /** Every row, filer after filer; joined on first use. */
  rows(): readonly FilingPosition[];
  ofFiler(filerId: string): readonly FilingPosition[];
  /** Who held the CUSIP, in any quarter. */
  ofCusip(cusip: string): readonly FilingPosition[];
  /** Share positions (kind SH) by security, for the loss estimates; made on first use. */
  sharesBySecurity(): ReadonlyMap<string, readonly FilingPosition[]>;
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

function derive(store: Store): Derived {
  const kept = keptFor(store);
  takeStale(store, kept);
  derivePending(store, kept);
  refreshFilerFields(store, kept);
  const rows = once(() => [...kept.byFiler.values()].flatMap((entry) => entry.rows));
  return {
    rows,
    ofFiler: (filerId) => kept.byFiler.get(filerId)?.rows ?? [],
    ofCusip: (cusip) => [...(kept.byCusip.get(cusip)?.values() ?? [])].flat(),
    sharesBySecurity: once(() => {
      const groups = new Map<string, FilingPosition[]>();
      for (const row of rows()) {
        if (row.kind !== 'SH' || row.securityId === null) continue;
        const list = groups.get(row.securityId);
        if (list) list.push(row);
        else groups.set(row.securityId, [row]);
      }
      return groups;
    }),
  };
}

export const filingPositions = derivedFrom(
  (store: Store) => [store.filingHoldings, store.filers],
  derive,
);

/**
 * The rows a positions query can only find among: a filer's or a CUSIP's when it names one (the
 * list engine still applies every filter to them), else all of them.
 */
export function positionCandidates(
  store: Store,
  query: { filerId?: string | undefined; cik?: string | undefined; cusip?: string | undefined },
): readonly FilingPosition[] {
  const derived = filingPositions(store);
  if (query.filerId !== undefined) return derived.ofFiler(query.filerId);
  if (query.cik !== undefined) {
    const filers = store.filers.all().filter((f) => f.cik === query.cik);
    return filers.flatMap((f) => derived.ofFiler(f.id));
  }
  if (query.cusip !== undefined) return derived.ofCusip(query.cusip);
  return derived.rows();
}

/**
 * Which filer is a client is not public: a client-scoped user sees the mark only for their own
 * clients. Rows are copied only for such users, and only those of client filers.
 */
export function scopedClientMark<Row extends { filerId: string; isClient: boolean }>(
  store: Store,
  rows: readonly Row[],
  scope: ClientScope,
): readonly Row[] {
  if (!scope.restricted) return rows;
  const hidden = new Set(
    store.filers
      .all()
      .filter((f) => f.clientId !== null && !scope.sees(f.clientId))
      .map((f) => f.id),
  );
  return rows.map((r) => (r.isClient && hidden.has(r.filerId) ? { ...r, isClient: false } : r));
}
