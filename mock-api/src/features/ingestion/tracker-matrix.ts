/** The tracker's entries of one kind as a matrix: client and custodian by period. */
import { TRACKER_STATUSES, type TrackerEntry, type TrackerMatrix } from '@backoffice/core/api';

type Query = {
  kind: TrackerEntry['kind'];
  clientId?: string | undefined;
  custodian?: string | undefined;
};

export function trackerMatrix(entries: readonly TrackerEntry[], query: Query): TrackerMatrix {
  const chosen = entries.filter(
    (t) =>
      t.kind === query.kind &&
      (query.clientId === undefined || t.clientId === query.clientId) &&
      (query.custodian === undefined || t.custodian === query.custodian),
  );
  const periods = [...new Set(chosen.map((t) => t.period))].sort();
  const column = new Map(periods.map((p, i) => [p, i]));
  const rows = new Map<string, TrackerMatrix['rows'][number]>();
  const counts = Object.fromEntries(TRACKER_STATUSES.map((s) => [s, 0])) as TrackerMatrix['counts'];
  for (const t of chosen) {
    const key = `${t.clientName}|${t.custodian}|${t.clientId}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        clientId: t.clientId,
        clientName: t.clientName,
        custodian: t.custodian,
        cells: periods.map(() => null),
      };
      rows.set(key, row);
    }
    row.cells[column.get(t.period)!] = t;
    counts[t.status] += 1;
  }
  const sorted = [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, r]) => r);
  return { kind: query.kind, periods, rows: sorted, counts };
}
