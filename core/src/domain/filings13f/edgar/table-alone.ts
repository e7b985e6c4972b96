/**
 * An information table uploaded alone, its filer given beside it (CIK, name, quarter, filing
 * date). Such a table has no accession number, so it is known by its filer, quarter and
 * content: the same table again is the same filing.
 */
import { createHash } from 'node:crypto';
import { isQuarterEnd } from '../quarters.ts';
import { valueUnitOf } from '../value-unit.ts';
import { assembleFiling } from './assemble.ts';
import { parseInformationTable } from './info-table.ts';
import { Not13FError, type ParsedFiling } from './types.ts';

export interface GivenFiler {
  cik: string;
  name: string;
  period: string;
  filedOn: string;
}

/** Whether XML text is an information table (by its root element, prefix or not). */
export const looksLikeInformationTable = (text: string) =>
  /<([A-Za-z0-9_]+:)?informationTable[\s>]/.test(text.slice(0, 4096));

export function parseTableAlone(xml: string, filer: GivenFiler | null): ParsedFiling {
  if (!filer)
    throw new Not13FError(
      'An information table alone needs its filer: give cik, name, period and filedOn as query parameters',
    );
  if (!isQuarterEnd(filer.period))
    throw new Not13FError(`The period ${filer.period} is not a quarter end`);
  const { entries, problems } = parseInformationTable(xml, valueUnitOf(filer.filedOn));
  const digest = createHash('sha256').update(xml.trim()).digest('hex').slice(0, 16);
  return assembleFiling({
    accessionNumber: `TABLE-${filer.cik}-${filer.period}-${digest}`,
    filer: { cik: filer.cik, name: filer.name, city: '', state: '' },
    period: filer.period,
    filedOn: filer.filedOn,
    submissionType: '13F-HR',
    reportType: '13F HOLDINGS REPORT',
    amendmentType: null,
    summary: null,
    entries,
    problems,
  });
}
