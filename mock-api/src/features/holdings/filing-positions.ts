/**
 * 13-F positions as the rules in core read the filed lines: amendments applied, lines rolled up
 * per filer, quarter, CUSIP and kind, each with its change since the filer's previous report.
 * Kept per filer (filer-positions.ts); read here each way the lists and estimates ask.
 */
import type { FilingPosition } from '@backoffice/core/api';
import type { ClientScope } from '../../domain/client-scope.ts';
import { derivedFrom } from '../../store/derived.ts';
import type { Store } from '../../store/store.ts';
import { positionsUpToDate } from './filer-positions.ts';

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
  const kept = positionsUpToDate(store);
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
