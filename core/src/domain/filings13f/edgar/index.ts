/**
 * Reading the SEC's 13-F files: a full EDGAR submission, an information table alone (its filer
 * given beside it), or the quarterly Form 13F data sets ZIP. Server side only (node:zlib,
 * node:crypto): exported as `@backoffice/core/filings13f-edgar`, not from the domain index the
 * web bundles.
 */
import { looksLikeZip, parseDataSets, type DataSetLimits } from './data-sets.ts';
import { looksLikeSubmission, parseSubmission } from './submission.ts';
import { looksLikeInformationTable, parseTableAlone, type GivenFiler } from './table-alone.ts';
import { Not13FError, type ParsedFiling } from './types.ts';

export * from './types.ts';
export { parseDataSets, type DataSetLimits, type DataSetReading } from './data-sets.ts';
export { parseSubmission } from './submission.ts';
export { parseTableAlone, type GivenFiler } from './table-alone.ts';
export { parseInformationTable, MAX_TABLE_ENTRIES } from './info-table.ts';
export { parsePrimaryDocument, type PrimaryDocument } from './primary-doc.ts';
export { summaryProblems, valueTolerance } from './summary-check.ts';
export { secDate } from './dates.ts';
export { isNotice } from './assemble.ts';

export type FileKind = 'submission' | 'information-table' | 'data-sets';

export interface FileReading {
  kind: FileKind;
  filings: ParsedFiling[];
  /** Problems of the file rather than of one filing. */
  problems: string[];
}

export const EXPECTED_13F =
  "Expected an EDGAR 13-F submission (the .txt with its <SEC-HEADER>), a 13-F information table XML (<informationTable>) or the SEC's Form 13F data sets ZIP";

/** Which of the three the file is, read; `Not13FError` when it is none of them. */
export async function read13F(
  bytes: Uint8Array,
  options: { filer: GivenFiler | null; limits: DataSetLimits },
): Promise<FileReading> {
  if (bytes.length === 0) throw new Not13FError(`The file is empty. ${EXPECTED_13F}`);
  if (looksLikeZip(bytes)) {
    const { filings, problems } = await parseDataSets(bytes, options.limits);
    return { kind: 'data-sets', filings, problems };
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (looksLikeSubmission(text))
    return { kind: 'submission', filings: [parseSubmission(text)], problems: [] };
  if (looksLikeInformationTable(text))
    return {
      kind: 'information-table',
      filings: [parseTableAlone(text, options.filer)],
      problems: [],
    };
  throw new Not13FError(`${EXPECTED_13F}; this file is none of them`);
}
export * from './samples.ts';
