/**
 * Each 13-F filer's positions, kept up to date with its lines and its record. Every rule in core
 * (amendments, roll-up, quarter change) works within one filer, and a quarter's change needs only
 * the filer's report before it, so only the filers whose lines changed are derived again, from
 * the earliest quarter changed on: a quarter's data sets touch millions of lines, and deriving
 * every position on the first read after an import held every other call for seconds. An
 * import warms them itself, a slice of lines at a time (`warmFilingPositions`).
 */
import type { Filer, FilingHolding, FilingPosition } from '@backoffice/core/api';
import {
  effectiveLines,
  positionRecord,
  quarterChanges,
  rollUp,
  type ChangedPosition,
} from '@backoffice/core/domain';
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
  /**
   * The filers whose lines changed, with the earliest quarter changed: the quarters before it
   * stand as derived. `all` until first derived, and after a rollback or load put rows back.
   */
  stale: Map<string, string> | 'all';
  /** Filers taken from `stale` with their lines, to derive next (a warm-up's remainder). */
  pending: Map<string, Stale>;
}

interface Stale {
  lines: FilingHolding[];
  /** The earliest quarter to derive again; undefined: all of them. */
  from: string | undefined;
}

function noteStale(stale: Map<string, string>, line: FilingHolding): void {
  const from = stale.get(line.filerId);
  if (from === undefined || line.period < from) stale.set(line.filerId, line.period);
}

const keptByStore = new WeakMap<Store, Kept>();

function keptFor(store: Store): Kept {
  let kept = keptByStore.get(store);
  if (kept) return kept;
  const fresh: Kept = { byFiler: new Map(), byCusip: new Map(), stale: 'all', pending: new Map() };
  store.filingHoldings.follow({
    changed: (_at, before, after) => {
      if (fresh.stale === 'all') return;
      if (before) noteStale(fresh.stale, before);
      if (after) noteStale(fresh.stale, after);
    },
    reset: () => {
      fresh.stale = 'all';
    },
  });
  keptByStore.set(store, fresh);
  kept = fresh;
  return kept;
}

/** What a position shows of its filer's record. */
const filerFields = (filer: Filer | undefined) => ({
  filerName: filer?.name ?? '',
  cik: filer?.cik ?? '0000000000',
  isClient: (filer?.clientId ?? null) !== null,
});

function positionOf(p: ChangedPosition, filer: Filer | undefined): FilingPosition {
  return { ...positionRecord(p), ...filerFields(filer) };
}

/** The stale filers' lines (every filer's when all are stale). */
function staleLines(store: Store, stale: ReadonlyMap<string, string> | 'all') {
  const out = new Map<string, Stale>();
  if (stale === 'all') {
    for (const [id, lines] of linesByFiler(store)) out.set(id, { lines, from: undefined });
  } else {
    for (const [id, from] of stale) out.set(id, { lines: linesOfFiler(store, id), from });
  }
  return out;
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

/**
 * A filer's positions from quarter `from` on, the earlier ones kept: a quarter's change needs
 * only the filer's report before it, so the lines from that report on are read again (a new
 * quarter of data sets reads two quarters per filer, not its whole history).
 */
function deriveFiler(store: Store, kept: Kept, filerId: string, { lines, from }: Stale) {
  if (lines.length === 0) {
    setFiler(kept, filerId, undefined);
    return;
  }
  const filer = store.filers.get(filerId);
  const before = kept.byFiler.get(filerId);
  const start = before ? from : undefined;
  const earlier = start === undefined ? [] : before!.rows.filter((r) => r.period < start);
  const previous = earlier.at(-1)?.period;
  const read = start === undefined ? lines : lines.filter((l) => l.period >= (previous ?? start));
  const fresh = quarterChanges(rollUp(effectiveLines(read)))
    .filter((p) => start === undefined || p.period >= start)
    .map((p) => positionOf(p, filer));
  const unchanged = before?.filer === filer ? earlier : withFilerFields(earlier, filer);
  setFiler(kept, filerId, { filer, rows: [...unchanged, ...fresh] });
}

/** Moves the stale filers, with their lines now, to pending: a write after marks them stale again. */
function takeStale(store: Store, kept: Kept): void {
  if (kept.stale === 'all') {
    kept.byFiler.clear();
    kept.byCusip.clear();
    kept.pending.clear();
  }
  if (kept.stale !== 'all' && kept.stale.size === 0) return;
  for (const [id, stale] of staleLines(store, kept.stale)) {
    // Still pending from before: derive from the earlier of the two quarters.
    const waiting = kept.pending.get(id);
    const from =
      waiting && (waiting.from === undefined || stale.from === undefined)
        ? undefined
        : [waiting?.from, stale.from].filter((p) => p !== undefined).sort()[0];
    kept.pending.set(id, { lines: stale.lines, from });
  }
  kept.stale = new Map();
}

/** Derives pending filers until about `lineBudget` of their lines are read. */
function derivePending(store: Store, kept: Kept, lineBudget = Infinity): void {
  let read = 0;
  for (const [id, stale] of kept.pending) {
    if (read >= lineBudget) return;
    kept.pending.delete(id);
    deriveFiler(store, kept, id, stale);
    read += stale.lines.length;
  }
}

/** Rows carrying the filer's record as it is now. */
function withFilerFields(rows: readonly FilingPosition[], filer: Filer | undefined) {
  const fields = filerFields(filer);
  return rows.map((row) => ({ ...row, ...fields }));
}

/** A filer renamed or linked to a client since: its rows carry the record as it is now. */
function refreshFilerFields(store: Store, kept: Kept): void {
  for (const [id, entry] of kept.byFiler) {
    const filer = store.filers.get(id);
    if (filer !== entry.filer)
      setFiler(kept, id, { filer, rows: withFilerFields(entry.rows, filer) });
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

/** The positions as the lines and filers are now: each filer's rows, and who held each CUSIP. */
export function positionsUpToDate(store: Store): Pick<Kept, 'byFiler' | 'byCusip'> {
  const kept = keptFor(store);
  takeStale(store, kept);
  derivePending(store, kept);
  refreshFilerFields(store, kept);
  return kept;
}
