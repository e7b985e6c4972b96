/**
 * An information table (`informationTable` of `infoTable` entries) read into entries with
 * values in dollars. An entry that cannot be read (no CUSIP, a value that is no number) is left
 * out and named as a problem, so the filing's summary check shows the gap too. A CUSIP listed
 * on several entries stays several entries: they differ by discretion, other manager or kind,
 * and the positions roll-up sums them per CUSIP and kind.
 */
import { LimitExceeded } from '../../../ingestion/limits.ts';
import type { ValueUnit } from '../lines.ts';
import { valueInDollars } from '../value-unit.ts';
import { numberOf, readXml, type XmlFields } from './xml.ts';
import { Not13FError, type TableEntry } from './types.ts';

/** More entries than any real filing has (the largest hold tens of thousands). */
export const MAX_TABLE_ENTRIES = 250_000;

const DISCRETIONS = new Set(['SOLE', 'DFND', 'OTR']);

export interface TableReading {
  entries: TableEntry[];
  problems: string[];
}

/** One entry's cells, by the names the XML and the data sets share (lower-cased). */
export interface EntryCells {
  nameofissuer?: string | undefined;
  titleofclass?: string | undefined;
  cusip?: string | undefined;
  figi?: string | undefined;
  value?: string | undefined;
  sshprnamt?: string | undefined;
  sshprnamttype?: string | undefined;
  putcall?: string | undefined;
  investmentdiscretion?: string | undefined;
  othermanager?: string | undefined;
  sole?: string | undefined;
  shared?: string | undefined;
  none?: string | undefined;
}

/** An entry from its cells, or the reason it cannot be one. */
export function entryOf(cells: EntryCells, unit: ValueUnit): TableEntry | string {
  const issuer = (cells.nameofissuer ?? '').trim();
  const cusip = (cells.cusip ?? '').trim().toUpperCase();
  if (!/^[0-9A-Z]{9}$/.test(cusip))
    return `${issuer || 'an entry'}: CUSIP "${cusip}" is not nine letters and digits`;
  const reported = numberOf(cells.value);
  if (reported === null)
    return `${issuer} (${cusip}): value "${cells.value ?? ''}" is not a number`;
  const shares = numberOf(cells.sshprnamt);
  if (shares === null)
    return `${issuer} (${cusip}): amount "${cells.sshprnamt ?? ''}" is not a number`;
  const type = (cells.sshprnamttype ?? 'SH').trim().toUpperCase();
  if (type !== 'SH' && type !== 'PRN')
    return `${issuer} (${cusip}): amount type "${type}" is neither SH nor PRN`;
  const putCall = (cells.putcall ?? '').trim().toUpperCase();
  const discretion = (cells.investmentdiscretion ?? 'SOLE').trim().toUpperCase();
  if (!DISCRETIONS.has(discretion))
    return `${issuer} (${cusip}): investment discretion "${discretion}" is not SOLE, DFND or OTR`;
  return {
    issuer,
    titleOfClass: (cells.titleofclass ?? '').trim(),
    cusip,
    figi: cells.figi?.trim() || null,
    reportedValue: reported,
    value: valueInDollars(reported, unit),
    shares,
    shareType: type,
    putCall: putCall === 'PUT' || putCall === 'CALL' ? putCall : null,
    investmentDiscretion: discretion as TableEntry['investmentDiscretion'],
    otherManager: (cells.othermanager ?? '').trim(),
    votingSole: numberOf(cells.sole) ?? 0,
    votingShared: numberOf(cells.shared) ?? 0,
    votingNone: numberOf(cells.none) ?? 0,
  };
}

const cellsOf = (fields: XmlFields): EntryCells =>
  Object.fromEntries([...fields].map(([k, v]) => [k.toLowerCase(), v]));

/** Reads an information table; refuses XML that is not one. */
export function parseInformationTable(
  xml: string,
  unit: ValueUnit,
  maxEntries = MAX_TABLE_ENTRIES,
): TableReading {
  const entries: TableEntry[] = [];
  const problems: string[] = [];
  let seen = 0;
  const { root } = readXml(xml, 'information table', {
    name: 'infoTable',
    onRecord: (fields) => {
      seen += 1;
      if (seen > maxEntries)
        throw new LimitExceeded(
          'rows',
          `The information table has more than ${maxEntries.toLocaleString('en-US')} entries, the limit for one filing`,
        );
      const entry = entryOf(cellsOf(fields), unit);
      if (typeof entry === 'string') problems.push(`Entry ${String(seen)}: ${entry}`);
      else entries.push(entry);
    },
  });
  if (root !== 'informationTable')
    throw new Not13FError(
      `Expected a 13-F information table (<informationTable> of <infoTable> entries); the XML's root is <${root}>`,
    );
  return { entries, problems };
}
