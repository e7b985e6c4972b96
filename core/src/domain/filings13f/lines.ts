/**
 * A 13-F information-table line as the rules below need it: the contract's `FilingHolding`
 * fits. Kept structural so the rules do not depend on the API's extra columns.
 */
export type ValueUnit = 'THOUSANDS' | 'DOLLARS';
/** ORIGINAL: the quarter's first report; RESTATEMENT replaces it; NEW_HOLDINGS adds to it. */
export type AmendmentType = 'ORIGINAL' | 'RESTATEMENT' | 'NEW_HOLDINGS';
/** Shares, principal amounts (PRN) and options (PUT, CALL) are never added together. */
export type PositionKind = 'SH' | 'PRN' | 'PUT' | 'CALL';

export interface FiledLine {
  filerId: string;
  period: string;
  cusip: string;
  securityId: string | null;
  issuer: string;
  titleOfClass: string;
  /** US dollars (see `valueInDollars` for the figure as filed). */
  value: number;
  shares: number;
  shareType: 'SH' | 'PRN';
  putCall: 'PUT' | 'CALL' | null;
  investmentDiscretion: string;
  /** 0 for the original report, then 1, 2… in filing order. */
  amendmentNo: number;
  amendmentType: AmendmentType;
}

export function positionKind(line: Pick<FiledLine, 'shareType' | 'putCall'>): PositionKind {
  return line.putCall ?? line.shareType;
}
