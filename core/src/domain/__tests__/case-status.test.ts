import { describe, expect, it } from 'vitest';
import { CASE_STATUSES, canMoveCase, nextCaseStatuses, type CaseStatus } from '../case-status.ts';

/** Forward one step, settle any time after filing, dismiss any time before settlement. */
const ALLOWED: [CaseStatus, CaseStatus][] = [
  ['investigation', 'filed'],
  ['investigation', 'dismissed'],
  ['filed', 'lead_plaintiff_motion'],
  ['filed', 'settlement'],
  ['filed', 'dismissed'],
  ['lead_plaintiff_motion', 'class_certification'],
  ['lead_plaintiff_motion', 'settlement'],
  ['lead_plaintiff_motion', 'dismissed'],
  ['class_certification', 'settlement'],
  ['class_certification', 'dismissed'],
];

const pairs = CASE_STATUSES.flatMap((from) =>
  CASE_STATUSES.map((to): [CaseStatus, CaseStatus] => [from, to]),
);

describe('case status changes', () => {
  it.each(pairs)('%s → %s should be allowed only if listed (or unchanged)', (from, to) => {
    const listed = from === to || ALLOWED.some(([a, b]) => a === from && b === to);
    expect(canMoveCase(from, to)).toBe(listed);
  });

  it('should end at settlement and dismissal', () => {
    expect(nextCaseStatuses('settlement')).toEqual([]);
    expect(nextCaseStatuses('dismissed')).toEqual([]);
  });
});
