/**
 * 13-F positions as the rules in core read the filed lines: amendments applied, lines rolled up
 * per filer, quarter, CUSIP and kind, each with its change since the filer's previous report.
 * Derived again after any change to the lines or the filers.
 */
import type { FilingPosition } from '@backoffice/core/api';
import { effectiveLines, quarterChanges, rollUp } from '@backoffice/core/domain';
import type { ClientScope } from '../../domain/client-scope.ts';
import { derivedFrom } from '../../store/derived.ts';
import type { Store } from '../../store/store.ts';

interface Derived {
  rows: FilingPosition[];
  /** Share positions (kind SH) by security, for the loss estimates. */
  sharesBySecurity: Map<string, FilingPosition[]>;
}

function derive(store: Store): Derived {
  const filers = store.filers.all();
  const byId = new Map(filers.map((f) => [f.id, f]));
  const changed = quarterChanges(rollUp(effectiveLines(store.filingHoldings.all())));
  const rows = changed.map((p): FilingPosition => {
    const filer = byId.get(p.filerId);
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
    };
  });
  const sharesBySecurity = new Map<string, FilingPosition[]>();
  for (const row of rows) {
    if (row.kind !== 'SH' || row.securityId === null) continue;
    const list = sharesBySecurity.get(row.securityId);
    if (list) list.push(row);
    else sharesBySecurity.set(row.securityId, [row]);
  }
  return { rows, sharesBySecurity };
}

export const filingPositions = derivedFrom(
  (store: Store) => [store.filingHoldings, store.filers],
  derive,
);

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
