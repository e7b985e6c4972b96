/**
 * Puts read 13-F filings into the store beside the generated ones, so positions, changes and
 * loss estimates are derived from both alike: a filer per CIK (created when new, matched to the
 * client with that CIK), a line in `filingHoldings` per entry, a row per filing. A filing whose
 * accession number is stored already is left as it is. Amendments take the next number for the
 * filer's quarter; a restatement then stands in for everything before it (core's
 * `effectiveLines`), a new-holdings amendment adds to it. A second original for a quarter is
 * read as a restatement, and said so.
 */
import type { Filer, FilingHolding, FilingImportProblem } from '@backoffice/core/api';
import { effectiveLines, isQuarterEnd, rollUp, type AmendmentType } from '@backoffice/core/domain';
import { isNotice, type ParsedFiling } from '@backoffice/core/filings13f-edgar';
import { clientsByCik } from '../../domain/filer-clients.ts';
import { linesOfFiler } from '../../store/filing-lines.ts';
import type { ImportedFiling } from '../../store/filings13f.ts';
import type { Store } from '../../store/store.ts';

export interface StoreOutcome {
  added: number;
  replaced: number;
  unchanged: number;
  skipped: number;
  entries: number;
  totalValue: number;
  problems: FilingImportProblem[];
}

/** What the store holds already, read once per import (the lines only for the filers in it). */
interface Known {
  accessions: Set<string>;
  filers: Map<string, Filer>;
  clients: Map<string, string>;
  securities: Map<string, string>;
  /** Imported reports' highest amendment number by `filerId|period` (notices aside). */
  reports: Map<string, number>;
  /** Highest amendment number by `filerId|period`, undefined when the quarter has nothing. */
  amendments: Map<string, number | undefined>;
}

const maxOf = (a: number | undefined, b: number) => Math.max(a ?? 0, b);

function known(store: Store): Known {
  const reports = new Map<string, number>();
  // A notice reports no holdings: it does not count as the quarter's report.
  for (const f of store.filings13f.all()) {
    const key = `${f.filerId}|${f.period}`;
    if (!isNotice(f)) reports.set(key, maxOf(reports.get(key), f.amendmentNo));
  }
  return {
    accessions: new Set(store.filings13f.all().map((f) => f.accessionNumber)),
    filers: new Map(store.filers.all().map((f) => [f.cik, f])),
    clients: clientsByCik(store),
    securities: new Map(store.securities.all().map((s) => [s.cusip, s.id])),
    reports,
    amendments: new Map(),
  };
}

/** The quarter's highest amendment number so far, from the filer's own lines and reports. */
function highestAmendment(store: Store, k: Known, filerId: string, period: string) {
  const key = `${filerId}|${period}`;
  if (k.amendments.has(key)) return k.amendments.get(key);
  let highest = k.reports.get(key);
  for (const line of linesOfFiler(store, filerId))
    if (line.period === period) highest = maxOf(highest, line.amendmentNo);
  k.amendments.set(key, highest);
  return highest;
}

function filerFor(store: Store, k: Known, filing: ParsedFiling): Filer {
  const seen = k.filers.get(filing.filer.cik);
  const clientId = seen?.clientId ?? k.clients.get(filing.filer.cik) ?? null;
  if (seen && seen.clientId === clientId) return seen;
  const filer = store.filers.put(
    seen
      ? { ...seen, clientId }
      : {
          id: store.filers.nextId(),
          cik: filing.filer.cik,
          name: filing.filer.name || `CIK ${filing.filer.cik}`,
          city: filing.filer.city,
          state: filing.filer.state,
          clientId,
          latestPeriod: filing.period,
          latestPositions: 0,
          latestValue: 0,
        },
  );
  k.filers.set(filer.cik, filer);
  return filer;
}

/** The amendment number and kind the filing is stored with, and a note when it was changed. */
function numbering(before: number | undefined, filing: ParsedFiling) {
  // A notice lists no holdings: it neither replaces nor numbers the quarter's reports.
  if (isNotice(filing)) return { no: before ?? 0, type: filing.amendmentType, note: null };
  if (before === undefined)
    return {
      no: filing.amendmentType === 'ORIGINAL' ? 0 : 1,
      type: filing.amendmentType,
      note: null,
    };
  if (filing.amendmentType !== 'ORIGINAL')
    return { no: before + 1, type: filing.amendmentType, note: null };
  return {
    no: before + 1,
    type: 'RESTATEMENT' as AmendmentType,
    note: 'The quarter already had a report: this second original is read as a restatement of it',
  };
}

/**
 * A filing's entry as a stored line: of `filer` (as our record has it), under the amendment
 * number and kind it is stored with, its security found by CUSIP.
 */
export function filedLineOf(
  filer: Pick<Filer, 'id' | 'name' | 'cik'>,
  filing: ParsedFiling,
  { no, type }: { no: number; type: AmendmentType },
  securityOf: (cusip: string) => string | null,
) {
  return (e: ParsedFiling['entries'][number], id: string): FilingHolding => ({
    id,
    filerId: filer.id,
    filerName: filer.name,
    cik: filer.cik,
    period: filing.period,
    cusip: e.cusip,
    securityId: securityOf(e.cusip),
    issuer: e.issuer,
    titleOfClass: e.titleOfClass,
    value: e.value,
    reportedValue: e.reportedValue,
    valueUnit: filing.valueUnit,
    filedOn: filing.filedOn,
    amendmentNo: no,
    amendmentType: type,
    shares: e.shares,
    shareType: e.shareType,
    putCall: e.putCall,
    investmentDiscretion: e.investmentDiscretion,
    votingSole: e.votingSole,
    votingShared: e.votingShared,
    votingNone: e.votingNone,
  });
}

const problemOf = (filing: ParsedFiling, messages: string[]): FilingImportProblem => ({
  accessionNumber: filing.accessionNumber,
  cik: filing.filer.cik,
  filerName: filing.filer.name,
  period: isQuarterEnd(filing.period) ? filing.period : null,
  messages,
});

/** Each filer's latest quarter, and its share positions and value then, after the import. */
function refreshFilers(store: Store, filerIds: ReadonlySet<string>): void {
  const periods = new Map<string, string>();
  for (const f of store.filings13f.all())
    if (filerIds.has(f.filerId) && f.period > (periods.get(f.filerId) ?? ''))
      periods.set(f.filerId, f.period);
  for (const id of filerIds) {
    const filer = store.filers.get(id)!;
    const own = linesOfFiler(store, id);
    const latestPeriod = [filer.latestPeriod, periods.get(id) ?? ''].sort().at(-1)!;
    const shares = rollUp(effectiveLines(own.filter((l) => l.period === latestPeriod))).filter(
      (p) => p.kind === 'SH' || p.kind === 'PRN',
    );
    store.filers.put({
      ...filer,
      latestPeriod,
      latestPositions: shares.length,
      latestValue: shares.reduce((sum, p) => sum + p.value, 0),
    });
  }
}

/** Lines stored between two chances for other calls (a quarter's data sets hold millions). */
const LINES_PER_SLICE = 20_000;

/**
 * Stores `filings` (in filing order, so an amendment follows what it amends), letting other
 * calls in between slices: it runs inside the import's write, which is all or nothing.
 */
export async function storeFilings(
  store: Store,
  filings: readonly ParsedFiling[],
  importId: string,
): Promise<StoreOutcome> {
  const k = known(store);
  const out: StoreOutcome = {
    added: 0,
    replaced: 0,
    unchanged: 0,
    skipped: 0,
    entries: 0,
    totalValue: 0,
    problems: [],
  };
  const touched = new Set<string>();
  let sinceYield = 0;
  const ordered = [...filings].sort(
    (a, b) =>
      a.filedOn.localeCompare(b.filedOn) || a.accessionNumber.localeCompare(b.accessionNumber),
  );
  for (const filing of ordered) {
    if (k.accessions.has(filing.accessionNumber)) {
      out.unchanged += 1;
      continue;
    }
    if (!isQuarterEnd(filing.period)) {
      out.skipped += 1;
      out.problems.push(
        problemOf(filing, [...filing.problems, 'Not imported: it gives no quarter-end period']),
      );
      continue;
    }
    const filer = filerFor(store, k, filing);
    const key = `${filer.id}|${filing.period}`;
    const before = highestAmendment(store, k, filer.id, filing.period);
    const { no, type, note } = numbering(before, filing);
    const messages = note ? [...filing.problems, note] : filing.problems;
    if (messages.length > 0) out.problems.push(problemOf(filing, messages));
    if (type === 'RESTATEMENT' && before !== undefined && !isNotice(filing)) out.replaced += 1;
    else out.added += 1;
    const line = filedLineOf(filer, filing, { no, type }, (c) => k.securities.get(c) ?? null);
    for (const e of filing.entries) store.filingHoldings.append((id) => line(e, id));
    const totalValue = filing.entries.reduce((sum, e) => sum + e.value, 0);
    const row: ImportedFiling = {
      id: store.filings13f.nextId(),
      accessionNumber: filing.accessionNumber,
      filerId: filer.id,
      cik: filer.cik,
      period: filing.period,
      filedOn: filing.filedOn,
      submissionType: filing.submissionType,
      reportType: filing.reportType,
      amendmentType: type,
      amendmentNo: no,
      entries: filing.entries.length,
      totalValue,
      problems: messages,
      importId,
    };
    store.filings13f.put(row);
    k.accessions.add(filing.accessionNumber);
    if (!isNotice(filing)) k.amendments.set(key, no);
    touched.add(filer.id);
    out.entries += filing.entries.length;
    out.totalValue += totalValue;
    sinceYield += filing.entries.length;
    if (sinceYield >= LINES_PER_SLICE) {
      sinceYield = 0;
      await new Promise(setImmediate);
    }
  }
  refreshFilers(store, touched);
  return out;
}
