/**
 * Puts read 13-F filings into the store beside the generated ones, so positions, changes and
 * loss estimates are derived from both alike: a filer per CIK (created when new, matched to the
 * client with that CIK), a line in the 13-F warehouse per entry (its positions derived there
 * at the commit), a row per filing. A filing whose
 * accession number is stored already is left as it is. Amendments take the next number for the
 * filer's quarter; a restatement then stands in for everything before it (core's
 * `effectiveLines`), a new-holdings amendment adds to it. A second original for a quarter is
 * read as a restatement, and said so.
 */
import type { Filer, FilingHolding, FilingImportProblem } from '@backoffice/core/api';
import { isQuarterEnd, type AmendmentType } from '@backoffice/core/domain';
import { isNotice, type ParsedFiling } from '@backoffice/core/filings13f-edgar';
import { clientsByCik } from '../../domain/filer-clients.ts';
import type { FilingLinesImport } from '../../store/filing-lines.ts';
import type { ImportOutcome } from '../../store/filing-warehouse/index.ts';
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
  /** Milliseconds: the filings' rows and lines (JS), the warehouse's commit, the filers' figures. */
  took: { filings: number; lines: ImportOutcome['took']; filers: number };
}

/** What the store holds already, read once per import (the lines only for the filers in it). */
interface Known {
  accessions: Set<string>;
  filers: Map<string, Filer>;
  clients: Map<string, string>;
  securities: Map<string, string>;
  /**
   * Highest amendment number by `filerId|period`, of the reports imported and of the lines
   * kept (the generated filings have lines only); notices aside.
   */
  amendments: Map<string, number>;
}

const maxOf = (a: number | undefined, b: number) => Math.max(a ?? 0, b);

async function known(store: Store, filings: readonly ParsedFiling[]): Promise<Known> {
  const filers = new Map(store.filers.all().map((f) => [f.cik, f]));
  const ciks = new Set(filings.map((f) => f.filer.cik));
  const warehouse = await store.filingLines.warehouse();
  const amendments = await warehouse.highestAmendments(
    [...filers.values()].filter((f) => ciks.has(f.cik)).map((f) => f.id),
  );
  // A notice reports no holdings: it does not count as the quarter's report.
  for (const f of store.filings13f.all()) {
    const key = `${f.filerId}|${f.period}`;
    if (!isNotice(f)) amendments.set(key, maxOf(amendments.get(key), f.amendmentNo));
  }
  return {
    accessions: new Set(store.filings13f.all().map((f) => f.accessionNumber)),
    filers,
    clients: clientsByCik(store),
    securities: new Map(store.securities.all().map((s) => [s.cusip, s.id])),
    amendments,
  };
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

/**
 * Each filer's latest quarter, and its share and principal positions and their value then,
 * read from the positions the import's commit derived.
 */
async function refreshFilers(store: Store, filerIds: ReadonlySet<string>): Promise<void> {
  const periods = new Map<string, string>();
  for (const f of store.filings13f.all())
    if (filerIds.has(f.filerId) && f.period > (periods.get(f.filerId) ?? ''))
      periods.set(f.filerId, f.period);
  const latest = [...filerIds].map((filerId) => {
    const filer = store.filers.get(filerId)!;
    return {
      filer,
      filerId,
      period: [filer.latestPeriod, periods.get(filerId) ?? ''].sort().at(-1)!,
    };
  });
  const warehouse = await store.filingLines.warehouse();
  const summaries = await warehouse.quarterSummaries(latest);
  for (const { filer, filerId, period } of latest) {
    const summary = summaries.get(`${filerId}|${period}`);
    store.filers.put({
      ...filer,
      latestPeriod: period,
      latestPositions: summary?.positions ?? 0,
      latestValue: summary?.value ?? 0,
    });
  }
}

/** Lines stored between two chances for other calls (a quarter's data sets hold millions). */
const LINES_PER_SLICE = 20_000;

/**
 * Stores `filings` (in filing order, so an amendment follows what it amends), letting other
 * calls in between slices: it runs inside the import's write, which is all or nothing (the
 * warehouse's lines included: see FilingLineStore).
 */
export async function storeFilings(
  store: Store,
  filings: readonly ParsedFiling[],
  importId: string,
): Promise<StoreOutcome> {
  const lines = await store.filingLines.beginImport(importId);
  try {
    let start = performance.now();
    const out = await appendFilings(store, filings, importId, lines);
    const filingsMs = performance.now() - start;
    const committed = await lines.commit();
    start = performance.now();
    await refreshFilers(store, out.touched);
    const took = { filings: filingsMs, lines: committed.took, filers: performance.now() - start };
    return { ...out.outcome, took };
  } catch (err) {
    await lines.rollback();
    throw err;
  }
}

async function appendFilings(
  store: Store,
  filings: readonly ParsedFiling[],
  importId: string,
  lines: FilingLinesImport,
): Promise<{ outcome: Omit<StoreOutcome, 'took'>; touched: Set<string> }> {
  const k = await known(store, filings);
  const out: Omit<StoreOutcome, 'took'> = {
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
    const before = k.amendments.get(key);
    const { no, type, note } = numbering(before, filing);
    const messages = note ? [...filing.problems, note] : filing.problems;
    if (messages.length > 0) out.problems.push(problemOf(filing, messages));
    if (type === 'RESTATEMENT' && before !== undefined && !isNotice(filing)) out.replaced += 1;
    else out.added += 1;
    const line = filedLineOf(filer, filing, { no, type }, (c) => k.securities.get(c) ?? null);
    const id = store.filings13f.nextId();
    await lines.append(
      id,
      filing.entries.map((e, i) => line(e, `${id}.${i + 1}`)),
    );
    const totalValue = filing.entries.reduce((sum, e) => sum + e.value, 0);
    const row: ImportedFiling = {
      id,
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
  return { outcome: out, touched };
}
