/**
 * The life of a securities class action and which status changes make sense. Cases mostly move
 * forward one step; settlement may come at any stage after filing, dismissal at any stage before
 * settlement, and an investigation may be closed (dismissed) without filing.
 */
export const CASE_STATUSES = [
  'investigation',
  'filed',
  'lead_plaintiff_motion',
  'class_certification',
  'settlement',
  'dismissed',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

const NEXT: Readonly<Record<CaseStatus, readonly CaseStatus[]>> = {
  investigation: ['filed', 'dismissed'],
  filed: ['lead_plaintiff_motion', 'settlement', 'dismissed'],
  lead_plaintiff_motion: ['class_certification', 'settlement', 'dismissed'],
  class_certification: ['settlement', 'dismissed'],
  settlement: [],
  dismissed: [],
};

/** Statuses a case in `from` may move to (staying put is always allowed). */
export function nextCaseStatuses(from: CaseStatus): readonly CaseStatus[] {
  return NEXT[from];
}

export function canMoveCase(from: CaseStatus, to: CaseStatus): boolean {
  return from === to || NEXT[from].includes(to);
}
