/**
 * Custodian files and the tracker of expected files. A feed is one client's files from one
 * custodian: a trades file every month (the current month's is month-to-date), a holdings file
 * every quarter, cash files for the last year; the newest cash and corporate-action files wait
 * in staging, and a few files over the years were skipped.
 */
import type { IngestionFile } from '@backoffice/core/api';
import { addBusinessDays, instant, monthOf } from '../../domain/dates.ts';
import type { Rng } from './rng.ts';

export interface Feed {
  clientId: string;
  clientName: string;
  custodian: string;
  code: string;
}

const SKIP_REASONS = [
  'Duplicate of a file already ingested (same checksum)',
  'Unknown account number in header',
  'Malformed header row: expected 14 columns, found 11',
  'Empty file (no data rows)',
  'Period already closed for this client',
];

/** How far back the tracker looks, and how long cash files have been expected. */
export const TRACKER_MONTHS = 12;

function sha(rng: Rng): string {
  let hex = '';
  while (hex.length < 64)
    hex += Math.floor(rng.next() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return hex.slice(0, 64);
}

/** Months from `start` to `end` (YYYY-MM, inclusive). */
export function months(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.split('-').map(Number) as [number, number];
  for (let period = start; period <= end;) {
    out.push(period);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
    period = `${y}-${String(m).padStart(2, '0')}`;
  }
  return out;
}

export class FileBuilder {
  readonly files: IngestionFile[] = [];
  readonly #rng: Rng;
  constructor(rng: Rng) {
    this.#rng = rng;
  }

  add(
    feed: Feed,
    kind: IngestionFile['kind'],
    period: string,
    receivedOn: string,
    status: IngestionFile['status'],
  ) {
    const rng = this.#rng;
    const received = instant(receivedOn, rng.int(300, 1200));
    const file: IngestionFile = {
      id: `IF-${String(this.files.length + 1).padStart(6, '0')}`,
      fileName: `${feed.code}_${feed.clientId.replace('-', '')}_${kind.toUpperCase()}_${period.replace('-', '')}.csv`,
      clientId: feed.clientId,
      clientName: feed.clientName,
      custodian: feed.custodian,
      kind,
      period,
      receivedAt: received,
      sizeBytes: 0,
      rowCount: kind === 'trades' ? 0 : rng.int(5, 400),
      sha256: sha(rng),
      status,
      skipReason: status === 'skipped' ? rng.pick(SKIP_REASONS) : null,
      processedAt: status === 'staged' ? null : instant(receivedOn, 1300),
      processedBy: status === 'staged' ? null : 'ingestion-service',
      // Files from before uploads: no bytes kept, no row-level results recorded.
      format: 'csv',
      encoding: null,
      validRowCount: 0,
      errorCount: 0,
      rowErrors: [],
      hasOriginal: false,
      ingestedRows: 0,
    };
    this.files.push(file);
    return file;
  }

  /** Sizes follow the row counts, which for trade files are known only after the trades. */
  finish(): IngestionFile[] {
    for (const f of this.files) {
      f.sizeBytes = 512 + f.rowCount * this.#rng.int(150, 210);
      if (f.status !== 'skipped') f.validRowCount = f.rowCount;
      if (f.status === 'ingested') f.ingestedRows = f.rowCount;
    }
    return this.files;
  }
}

/** Creates every feed's files; returns the trade file id of each feed and month. */
export function generateFiles(
  rng: Rng,
  feeds: readonly Feed[],
  allMonths: readonly string[],
  quarterMonths: ReadonlySet<string>,
  asOf: string,
) {
  const builder = new FileBuilder(rng);
  const tradeFiles: IngestionFile[][] = [];
  const asOfMonth = monthOf(asOf);
  const recent = new Set(allMonths.slice(-TRACKER_MONTHS));
  for (const feed of feeds) {
    const perMonth: IngestionFile[] = [];
    for (const period of allMonths) {
      const due = addBusinessDays(`${period}-28`, 3);
      const received = period === asOfMonth ? asOf : addBusinessDays(`${period}-28`, rng.int(1, 7));
      perMonth.push(builder.add(feed, 'trades', period, received, 'ingested'));
      if (quarterMonths.has(period) && period !== asOfMonth)
        builder.add(feed, 'holdings', period, addBusinessDays(due, rng.int(0, 6)), 'ingested');
      if (recent.has(period) && period !== asOfMonth && rng.chance(0.95))
        builder.add(feed, 'cash', period, addBusinessDays(due, rng.int(0, 5)), 'ingested');
    }
    if (rng.chance(0.5)) builder.add(feed, 'cash', asOfMonth, asOf, 'staged');
    if (rng.chance(0.2)) builder.add(feed, 'corporate_actions', asOfMonth, asOf, 'staged');
    tradeFiles.push(perMonth);
  }
  for (let i = 0; i < Math.max(5, Math.round(feeds.length / 2)); i += 1) {
    const period = rng.pick(allMonths.slice(0, -1));
    builder.add(
      rng.pick(feeds),
      rng.pick(['trades', 'cash', 'holdings'] as const),
      period,
      addBusinessDays(`${period}-28`, rng.int(1, 9)),
      'skipped',
    );
  }
  return { builder, tradeFiles };
}
