/** The tracker: what each feed should have sent over the last year, matched with what came. */
import type { IngestionFile, TrackerEntry } from '@backoffice/core/api';
import { addBusinessDays, monthOf } from '../../domain/dates.ts';
import { TRACKER_MONTHS, type Feed } from './ingestion.ts';

export function generateTracker(
  files: readonly IngestionFile[],
  feeds: readonly Feed[],
  allMonths: readonly string[],
  quarterMonths: ReadonlySet<string>,
  asOf: string,
): TrackerEntry[] {
  const arrived = new Map<string, IngestionFile>();
  for (const f of files)
    if (f.status !== 'skipped')
      arrived.set(`${f.clientId}|${f.custodian}|${f.kind}|${f.period}`, f);
  const entries: TrackerEntry[] = [];
  for (const period of allMonths.slice(-TRACKER_MONTHS)) {
    const expectedBy = addBusinessDays(`${period}-28`, 5);
    for (const feed of feeds) {
      const kinds = quarterMonths.has(period)
        ? (['trades', 'cash', 'holdings'] as const)
        : (['trades', 'cash'] as const);
      for (const kind of kinds) {
        const file = arrived.get(`${feed.clientId}|${feed.custodian}|${kind}|${period}`);
        const complete = file && !(kind === 'trades' && period === monthOf(asOf));
        const status: TrackerEntry['status'] = complete
          ? file.receivedAt.slice(0, 10) > expectedBy
            ? 'late'
            : 'received'
          : expectedBy > asOf
            ? 'pending'
            : 'missing';
        entries.push({
          id: `IT-${String(entries.length + 1).padStart(5, '0')}`,
          clientId: feed.clientId,
          clientName: feed.clientName,
          custodian: feed.custodian,
          kind,
          period,
          expectedBy,
          status,
          fileId: complete ? file.id : null,
          receivedAt: complete ? file.receivedAt : null,
          note: '',
        });
      }
    }
  }
  return entries;
}
