/**
 * The SEC's quarterly "Form 13F data sets" (a ZIP of TSV files, as its readme lays out):
 * SUBMISSION (accession number, filing date, form type, CIK, period), COVERPAGE (manager,
 * amendment and its type, report type), SUMMARYPAGE (entry count and total value), INFOTABLE
 * (the entries), and OTHERMANAGER, OTHERMANAGER2 and SIGNATURE, which are not needed here. The
 * small parts are read first; INFOTABLE, millions of rows in a real quarter, is streamed.
 */
import { LimitExceeded, limitMessages } from '../../../ingestion/limits.ts';
import { zipEntries, type ZipEntry } from '../../../ingestion/zip.ts';
import { valueUnitOf } from '../value-unit.ts';
import { assembleFiling } from './assemble.ts';
import { secDate } from './dates.ts';
import { entryOf } from './info-table.ts';
import { amendmentTypeOf, submissionTypeOf } from './primary-doc.ts';
import { tsvRows, type UnpackBudget } from './tsv.ts';
import { Not13FError, type ParsedFiling, type TableEntry } from './types.ts';

export interface DataSetLimits {
  /** Bytes the TSV parts may unpack to, together. */
  unpackedBytes: number;
  /** INFOTABLE rows. */
  rows: number;
}

export interface DataSetReading {
  filings: ParsedFiling[];
  /** Rows that belong to no filing of the archive. */
  problems: string[];
}

const REQUIRED = ['SUBMISSION.TSV', 'COVERPAGE.TSV', 'SUMMARYPAGE.TSV', 'INFOTABLE.TSV'] as const;

export const looksLikeZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

function parts(bytes: Uint8Array): Map<string, ZipEntry> {
  const entries = zipEntries(bytes);
  if (!entries) throw new Not13FError('The file is not a readable ZIP archive');
  const byName = new Map(entries.map((e) => [e.name.split('/').at(-1)!.toUpperCase(), e]));
  const missing = REQUIRED.filter((name) => !byName.has(name));
  if (missing.length > 0)
    throw new Not13FError(
      `Expected the SEC's Form 13F data sets (SUBMISSION.tsv, COVERPAGE.tsv, SUMMARYPAGE.tsv and INFOTABLE.tsv in one ZIP); this archive lacks ${missing.join(', ')}`,
    );
  return byName;
}

interface Submission {
  accessionNumber: string;
  filedOn: string;
  form: string;
  cik: string;
  period: string | null;
}

async function submissions(bytes: Uint8Array, entry: ZipEntry, budget: UnpackBudget) {
  const out = new Map<string, Submission>();
  const problems: string[] = [];
  for await (const row of tsvRows(bytes, entry, budget)) {
    const accessionNumber = row.get('ACCESSION_NUMBER')?.trim() ?? '';
    const filedOn = secDate(row.get('FILING_DATE'));
    const cik = (row.get('CIK') ?? '').trim();
    if (!accessionNumber || !filedOn || !/^\d{1,10}$/.test(cik)) {
      problems.push(
        `SUBMISSION ${accessionNumber || '(no accession number)'}: no filing date or CIK`,
      );
      continue;
    }
    out.set(accessionNumber, {
      accessionNumber,
      filedOn,
      form: (row.get('SUBMISSIONTYPE') ?? '').trim(),
      cik: cik.padStart(10, '0'),
      period: secDate(row.get('PERIODOFREPORT')),
    });
  }
  return { out, problems };
}

async function byAccession(bytes: Uint8Array, entry: ZipEntry, budget: UnpackBudget) {
  const out = new Map<string, Map<string, string>>();
  for await (const row of tsvRows(bytes, entry, budget))
    out.set(row.get('ACCESSION_NUMBER')?.trim() ?? '', row);
  return out;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

async function infoTable(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: UnpackBudget,
  subs: Map<string, Submission>,
  maxRows: number,
) {
  const entries = new Map<string, TableEntry[]>();
  const rowProblems = new Map<string, string[]>();
  let orphans = 0;
  let count = 0;
  for await (const row of tsvRows(bytes, entry, budget)) {
    count += 1;
    if (count > maxRows) throw new LimitExceeded('rows', limitMessages.rows(maxRows));
    const accession = row.get('ACCESSION_NUMBER')?.trim() ?? '';
    const sub = subs.get(accession);
    if (!sub) {
      orphans += 1;
      continue;
    }
    const e = entryOf(
      {
        nameofissuer: row.get('NAMEOFISSUER'),
        titleofclass: row.get('TITLEOFCLASS'),
        cusip: row.get('CUSIP'),
        figi: row.get('FIGI'),
        value: row.get('VALUE'),
        sshprnamt: row.get('SSHPRNAMT'),
        sshprnamttype: row.get('SSHPRNAMTTYPE'),
        putcall: row.get('PUTCALL'),
        investmentdiscretion: row.get('INVESTMENTDISCRETION'),
        othermanager: row.get('OTHERMANAGER'),
        sole: row.get('VOTING_AUTH_SOLE'),
        shared: row.get('VOTING_AUTH_SHARED'),
        none: row.get('VOTING_AUTH_NONE'),
      },
      valueUnitOf(sub.filedOn),
    );
    if (typeof e === 'string') push(rowProblems, accession, e);
    else push(entries, accession, e);
  }
  return { entries, rowProblems, orphans };
}

export async function parseDataSets(
  bytes: Uint8Array,
  limits: DataSetLimits,
): Promise<DataSetReading> {
  const byName = parts(bytes);
  const declared = [...byName.values()].reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limits.unpackedBytes)
    throw new LimitExceeded('unpackedBytes', limitMessages.unpackedBytes(limits.unpackedBytes));
  const budget: UnpackBudget = { left: limits.unpackedBytes, limit: limits.unpackedBytes };
  const part = (name: (typeof REQUIRED)[number]) => byName.get(name)!;
  const subs = await submissions(bytes, part('SUBMISSION.TSV'), budget);
  const covers = await byAccession(bytes, part('COVERPAGE.TSV'), budget);
  const summaries = await byAccession(bytes, part('SUMMARYPAGE.TSV'), budget);
  const table = await infoTable(bytes, part('INFOTABLE.TSV'), budget, subs.out, limits.rows);
  const problems = [...subs.problems];
  if (table.orphans > 0)
    problems.push(
      `${table.orphans.toLocaleString('en-US')} INFOTABLE rows name an accession number SUBMISSION does not list`,
    );
  const filings: ParsedFiling[] = [];
  for (const sub of subs.out.values()) {
    const form = submissionTypeOf(sub.form);
    if (!form) {
      problems.push(`${sub.accessionNumber}: form ${sub.form} is not a 13-F; left out`);
      continue;
    }
    const cover = covers.get(sub.accessionNumber);
    const summary = summaries.get(sub.accessionNumber);
    const entryTotal = Number(summary?.get('TABLEENTRYTOTAL') || NaN);
    const valueTotal = Number(summary?.get('TABLEVALUETOTAL') || NaN);
    filings.push(
      assembleFiling({
        accessionNumber: sub.accessionNumber,
        filer: {
          cik: sub.cik,
          name: cover?.get('FILINGMANAGER_NAME')?.trim() ?? '',
          city: cover?.get('FILINGMANAGER_CITY')?.trim() ?? '',
          state: cover?.get('FILINGMANAGER_STATEORCOUNTRY')?.trim() ?? '',
        },
        period: secDate(cover?.get('REPORTCALENDARORQUARTER')) ?? sub.period ?? '',
        filedOn: sub.filedOn,
        submissionType: form,
        reportType: (cover?.get('REPORTTYPE') ?? '').trim().toUpperCase(),
        amendmentType: amendmentTypeOf(cover?.get('AMENDMENTTYPE')),
        summary:
          Number.isFinite(entryTotal) && Number.isFinite(valueTotal)
            ? { entryTotal, valueTotal }
            : null,
        entries: table.entries.get(sub.accessionNumber) ?? [],
        problems: table.rowProblems.get(sub.accessionNumber) ?? [],
      }),
    );
  }
  return { filings, problems };
}
