/**
 * The checks every filing goes through, whichever file it came from: the amendment kind
 * settled, the values' unit from the filing date, the summary page compared with the table,
 * and a notice that lists holdings named.
 */
import { isQuarterEnd } from '../quarters.ts';
import { valueUnitOf } from '../value-unit.ts';
import type { AmendmentType } from '../lines.ts';
import { summaryProblems } from './summary-check.ts';
import type {
  FilerIdentity,
  ParsedFiling,
  SubmissionType,
  SummaryPage,
  TableEntry,
} from './types.ts';

export interface FilingParts {
  accessionNumber: string;
  filer: FilerIdentity;
  period: string;
  filedOn: string;
  submissionType: SubmissionType;
  reportType: string;
  /** As the cover page says it; null when it does not. */
  amendmentType: Exclude<AmendmentType, 'ORIGINAL'> | null;
  summary: SummaryPage | null;
  /** Entries read in the unit of the filing date. */
  entries: TableEntry[];
  problems: string[];
}

export const isNotice = (f: { submissionType: string; reportType: string }) =>
  f.submissionType.startsWith('13F-NT') || f.reportType === '13F NOTICE';

function amendmentOf(parts: FilingParts, problems: string[]): AmendmentType {
  if (!parts.submissionType.endsWith('/A')) return 'ORIGINAL';
  if (parts.amendmentType) return parts.amendmentType;
  problems.push(
    'The amendment does not say whether it restates the report or adds new holdings; read as a restatement',
  );
  return 'RESTATEMENT';
}

export function assembleFiling(parts: FilingParts): ParsedFiling {
  const problems = [...parts.problems];
  if (!isQuarterEnd(parts.period)) problems.push(`The period ${parts.period} is not a quarter end`);
  const filing: ParsedFiling = {
    accessionNumber: parts.accessionNumber,
    filer: parts.filer,
    period: parts.period,
    filedOn: parts.filedOn,
    submissionType: parts.submissionType,
    reportType: parts.reportType,
    amendmentType: amendmentOf(parts, problems),
    valueUnit: valueUnitOf(parts.filedOn),
    summary: parts.summary,
    entries: parts.entries,
    problems,
  };
  if (isNotice(filing)) {
    if (filing.entries.length > 0)
      problems.push(
        `A 13-F notice lists no holdings; this one lists ${String(filing.entries.length)}`,
      );
  } else if (parts.summary) {
    problems.push(...summaryProblems(parts.summary, filing.entries, filing.valueUnit));
  } else if (parts.accessionNumber && !parts.accessionNumber.startsWith('TABLE-')) {
    problems.push('The filing has no summary page to check its table against');
  }
  return filing;
}
