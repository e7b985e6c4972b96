/** Rows that show their case's caption take the current one, as captions can change. */
import type { Store } from '../store/store.ts';

export function withCaption<Row extends { caseId: string; caseCaption: string }>(
  row: Row,
  store: Store,
): Row {
  const caption = store.cases.get(row.caseId)?.caption;
  return caption === undefined || caption === row.caseCaption
    ? row
    : { ...row, caseCaption: caption };
}
