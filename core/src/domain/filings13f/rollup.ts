/**
 * One position per filer, quarter, CUSIP and kind. A filing lists a security on several lines,
 * one per sub-manager or discretion type (Berkshire's 2010 report has Coca-Cola on eight lines
 * summing to 200,000,000 shares): those are summed. Put and call lines stay apart as options,
 * and principal amounts (PRN) apart from shares: they are not shares of the stock.
 */
import { positionKind, type FiledLine, type PositionKind } from './lines.ts';
import { pricePerShare } from './value-unit.ts';

export interface RolledPosition {
  filerId: string;
  period: string;
  cusip: string;
  securityId: string | null;
  issuer: string;
  titleOfClass: string;
  kind: PositionKind;
  /** Shares, or principal for PRN, or the shares the options are on. */
  shares: number;
  /** US dollars. */
  value: number;
  /** Value per share; null without shares. */
  price: number | null;
  /** How many filed lines were summed. */
  lines: number;
}

export function positionKey(p: Pick<RolledPosition, 'filerId' | 'cusip' | 'kind'>): string {
  return `${p.filerId}|${p.cusip}|${p.kind}`;
}

/** Sums the lines of each filer, quarter, CUSIP and kind, in the order first seen. */
export function rollUp(lines: readonly FiledLine[]): RolledPosition[] {
  const positions = new Map<string, RolledPosition>();
  for (const line of lines) {
    const kind = positionKind(line);
    // Named fields, not a copy of the line: this runs once per filed line, millions a quarter.
    const key = `${line.period}|${line.filerId}|${line.cusip}|${kind}`;
    const seen = positions.get(key);
    if (seen) {
      seen.shares += line.shares;
      seen.value += line.value;
      seen.lines += 1;
      continue;
    }
    positions.set(key, {
      filerId: line.filerId,
      period: line.period,
      cusip: line.cusip,
      securityId: line.securityId,
      issuer: line.issuer,
      titleOfClass: line.titleOfClass,
      kind,
      shares: line.shares,
      value: line.value,
      price: null,
      lines: 1,
    });
  }
  const out = [...positions.values()];
  for (const p of out) p.price = pricePerShare(p.value, p.shares);
  return out;
}
