/**
 * The primary document of a 13-F submission (`edgarSubmission`): the cover page (quarter,
 * amendment and its type, filing manager, report type) and the summary page (entry count and
 * total value, in the filing's unit).
 */
import type { AmendmentType } from '../lines.ts';
import { secDate } from './dates.ts';
import { numberOf, readXml } from './xml.ts';
import { Not13FError, SUBMISSION_TYPES, type SubmissionType, type SummaryPage } from './types.ts';

export interface PrimaryDocument {
  submissionType: SubmissionType | null;
  cik: string | null;
  period: string | null;
  isAmendment: boolean;
  /** Null when not an amendment, or an amendment that does not say which kind. */
  amendmentType: Exclude<AmendmentType, 'ORIGINAL'> | null;
  reportType: string;
  managerName: string;
  city: string;
  state: string;
  summary: SummaryPage | null;
}

/** RESTATEMENT, NEW HOLDINGS (as the SEC writes them) → ours; null for anything else. */
export function amendmentTypeOf(text: string | undefined): PrimaryDocument['amendmentType'] {
  const t = (text ?? '').trim().toUpperCase().replace(/_/g, ' ');
  if (t === 'RESTATEMENT') return 'RESTATEMENT';
  return t === 'NEW HOLDINGS' ? 'NEW_HOLDINGS' : null;
}

export function submissionTypeOf(text: string | undefined): SubmissionType | null {
  const t = (text ?? '').trim().toUpperCase();
  return (SUBMISSION_TYPES as readonly string[]).includes(t) ? (t as SubmissionType) : null;
}

export function parsePrimaryDocument(xml: string): PrimaryDocument {
  const { root, fields } = readXml(xml, 'primary document');
  if (root !== 'edgarSubmission')
    throw new Not13FError(
      `Expected a 13-F primary document (<edgarSubmission>); the XML's root is <${root}>`,
    );
  const get = (key: string) => fields.get(key);
  const entryTotal = numberOf(get('summaryPage/tableEntryTotal'));
  const valueTotal = numberOf(get('summaryPage/tableValueTotal'));
  const cik = get('credentials/cik');
  return {
    submissionType: submissionTypeOf(get('headerData/submissionType')),
    cik: cik && /^\d{1,10}$/.test(cik) ? cik.padStart(10, '0') : null,
    period:
      secDate(get('coverPage/reportCalendarOrQuarter')) ?? secDate(get('filerInfo/periodOfReport')),
    isAmendment: get('coverPage/isAmendment')?.toLowerCase() === 'true',
    amendmentType: amendmentTypeOf(get('amendmentInfo/amendmentType')),
    reportType: (get('coverPage/reportType') ?? '').toUpperCase(),
    managerName: get('filingManager/name') ?? '',
    city: get('address/city') ?? '',
    state: get('address/stateOrCountry') ?? '',
    summary: entryTotal === null || valueTotal === null ? null : { entryTotal, valueTotal },
  };
}
