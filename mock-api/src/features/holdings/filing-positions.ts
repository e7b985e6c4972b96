/**
 * 13-F positions are derived in the warehouse (store/filing-warehouse) as the rules in core read
 * the filed lines. Which filer is a client is added as they are answered: it is the filer's
 * record now, and not public.
 */
import type { FilingPosition } from '@backoffice/core/api';
import type { ClientScope } from '../../domain/client-scope.ts';
import { withClientMark, type WarehousePosition } from '../../store/filing-warehouse/index.ts';
import type { Store } from '../../store/store.ts';

/** The filers the caller may see marked as a client: a client-scoped user, their own only. */
function visibleClientFilers(store: Store, scope: ClientScope): Set<string> {
  const ids = new Set<string>();
  for (const f of store.filers.all())
    if (f.clientId !== null && scope.sees(f.clientId)) ids.add(f.id);
  return ids;
}

/** Positions with `isClient` as the caller may see it. */
export function markedForCaller(
  store: Store,
  rows: readonly WarehousePosition[],
  scope: ClientScope,
): FilingPosition[] {
  return withClientMark(rows, visibleClientFilers(store, scope));
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
  const shown = visibleClientFilers(store, scope);
  return rows.map((r) => (r.isClient && !shown.has(r.filerId) ? { ...r, isClient: false } : r));
}
