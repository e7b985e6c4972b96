/**
 * 13-F/A amendments: a restatement replaces everything reported for the quarter before it; a
 * new-holdings amendment adds lines to the report it amends. What stands for a filer's quarter
 * is the latest restatement (or the original) plus every new-holdings amendment filed after it.
 */
import type { FiledLine } from './lines.ts';

type Amended = Pick<FiledLine, 'filerId' | 'period' | 'amendmentNo' | 'amendmentType'>;

export function effectiveLines<L extends Amended>(lines: readonly L[]): L[] {
  const base = new Map<string, number>();
  const key = (l: Amended) => `${l.filerId}|${l.period}`;
  for (const l of lines) {
    if (l.amendmentType !== 'RESTATEMENT') continue;
    base.set(key(l), Math.max(base.get(key(l)) ?? 0, l.amendmentNo));
  }
  return lines.filter((l) => {
    const from = base.get(key(l)) ?? 0;
    if (l.amendmentNo < from) return false;
    return l.amendmentNo === from || l.amendmentType === 'NEW_HOLDINGS';
  });
}
