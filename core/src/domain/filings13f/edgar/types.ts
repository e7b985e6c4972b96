/**
 * A 13-F filing as read from the SEC's files (a full EDGAR submission, an information table
 * alone, or a row group of the quarterly data sets): who filed, for which quarter, what kind of
 * report, its summary page, and its information table with values in US dollars.
 */
import type { AmendmentType, ValueUnit } from '../lines.ts';

export const SUBMISSION_TYPES = ['13F-HR', '13F-HR/A', '13F-NT', '13F-NT/A'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export interface FilerIdentity {
  /** Ten digits, zero-padded. */
  cik: string;
  name: string;
  city: string;
  /** State or country code as filed; empty when not given. */
  state: string;
}

export interface TableEntry {
  issuer: string;
  titleOfClass: string;
  cusip: string;
  figi: string | null;
  /** The value as filed, in `valueUnit`. */
  reportedValue: number;
  /** US dollars. */
  value: number;
  /** Shares, or principal amount for PRN. */
  shares: number;
  shareType: 'SH' | 'PRN';
  putCall: 'PUT' | 'CALL' | null;
  investmentDiscretion: 'SOLE' | 'DFND' | 'OTR';
  /** The other managers' sequence numbers as filed ("1,3"); empty when none. */
  otherManager: string;
  votingSole: number;
  votingShared: number;
  votingNone: number;
}

export interface SummaryPage {
  entryTotal: number;
  /** As filed, in the filing's value unit. */
  valueTotal: number;
}

export interface ParsedFiling {
  accessionNumber: string;
  filer: FilerIdentity;
  /** The quarter end reported on, ISO. */
  period: string;
  /** ISO. */
  filedOn: string;
  submissionType: SubmissionType;
  /** 13F HOLDINGS REPORT, 13F NOTICE or 13F COMBINATION REPORT. */
  reportType: string;
  amendmentType: AmendmentType;
  valueUnit: ValueUnit;
  /** Null for a notice, or a table given alone. */
  summary: SummaryPage | null;
  entries: TableEntry[];
  /** What is wrong with the filing but did not stop it being read (summary disagreements…). */
  problems: string[];
}

/** A file that is not a 13-F (or not one we can read): the reason says what was expected. */
export class Not13FError extends Error {
  override name = 'Not13FError';
}
