/**
 * A PACER report merged into its docket: read in core (`readPacerReport`), refused when it is
 * not a report or is another docket's, and otherwise only its new entries added, with a docket
 * report's header and parties kept on the docket. It runs inside the call's write, so the
 * entries and the docket change together or not at all. CourtListener's entries are merged the
 * same way (`mergeIntoDocket`).
 */
import type { Docket, DocketEntry, DocketImport, PacerHeaderRecord } from '@backoffice/core/api';
import {
  documentKindOf,
  headerChanges,
  mergeEntries,
  readPacerReport,
  type DatedEntry,
  type PacerEntry,
  type ParseHtml,
  type PacerHeader,
} from '@backoffice/core/domain';
import { unprocessable } from '../../domain/api-error.ts';
import { htmlWindow } from '../../domain/html-window.ts';
import type { Store } from '../../store/store.ts';

const parseHtml: ParseHtml = (html) =>
  new (htmlWindow().DOMParser)().parseFromString(html, 'text/html');

/** CM/ECF serves UTF-8 today and Windows-1252 on older pages. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const MAX_TEXT = 20_000;
const byDate = (a: DatedEntry, b: DatedEntry) =>
  a.filedOn.localeCompare(b.filedOn) || (a.documentNumber ?? 0) - (b.documentNumber ?? 0);

function addEntries(store: Store, docketId: string, added: readonly DatedEntry[]): DocketEntry[] {
  return [...added].sort(byDate).map((e) =>
    store.docketEntries.put({
      id: store.docketEntries.nextId(),
      docketId,
      number: e.documentNumber,
      filedOn: e.filedOn,
      documentType: documentKindOf(e.text),
      description: (e.text || '(no docket text)').slice(0, MAX_TEXT),
      filedBy: '',
      pages: 0,
    }),
  );
}

/**
 * Inside a write: the entries read (from a PACER report or CourtListener) that the docket lacks
 * are added, and the docket as it is after them (its entry count and last filing; not stored).
 */
export function mergeIntoDocket(store: Store, docket: Docket, read: readonly PacerEntry[]) {
  const own = store.docketEntries.all().filter((e) => e.docketId === docket.id);
  const merge = mergeEntries(own, read);
  const added = addEntries(store, docket.id, merge.added);
  const dates = [...own, ...added].map((e) => e.filedOn).sort();
  const next: Docket = {
    ...docket,
    entryCount: own.length + added.length,
    lastFilingOn: dates.at(-1) ?? null,
  };
  return { merge, added, docket: next };
}

/** A newer header keeps what the report leaves blank. */
function mergedHeader(before: PacerHeaderRecord | null, after: PacerHeader): PacerHeaderRecord {
  const merged = { ...after };
  for (const key of Object.keys(merged) as (keyof PacerHeader)[])
    merged[key] = after[key] ?? before?.[key] ?? null;
  return merged;
}

export function importReport(store: Store, docket: Docket, body: Uint8Array): DocketImport {
  const read = readPacerReport(decode(body), parseHtml);
  if (!read.ok) throw unprocessable('body', read.problem);
  const report = read.report;
  if (report.docketNumber.base !== docket.docketNumber)
    throw unprocessable(
      'body',
      `This report is of docket ${report.printedNumber}, not of docket ${docket.docketNumber} (${docket.court}, ${docket.id})`,
    );
  const { merge, added, docket: merged } = mergeIntoDocket(store, docket, report.entries);
  const changes = report.header ? headerChanges(docket.pacerHeader, report.header) : [];
  const next: Docket = {
    ...merged,
    ...(report.header
      ? { pacerHeader: mergedHeader(docket.pacerHeader, report.header), parties: report.parties }
      : {}),
  };
  if (added.length > 0 || report.header) store.dockets.put(next);
  return {
    reportKind: report.kind,
    reportDocketNumber: report.printedNumber,
    entriesRead: report.entries.length,
    entriesAdded: added.length,
    entriesAlreadyThere: merge.alreadyThere,
    entriesUndated: merge.undated,
    headerChanges: changes,
    partiesRead: report.parties.length,
    docket: next,
  };
}
