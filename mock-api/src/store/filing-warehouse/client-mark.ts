/**
 * A position's `isClient` is the filer's client mark now, not when the position was derived:
 * the warehouse keeps positions without it and the caller adds it to the rows it answers.
 */
import type { FilingPosition } from '@backoffice/core/api';
import type { WarehousePosition } from './schema.ts';

export function withClientMark(
  rows: readonly WarehousePosition[],
  clientFilerIds: ReadonlySet<string>,
): FilingPosition[] {
  return rows.map((row) => ({ ...row, isClient: clientFilerIds.has(row.filerId) }));
}
