/**
 * A plausible status history for a generated case: opened on the corrective disclosure, filed on
 * its filing day, then each later stage at its usual distance from filing, squeezed in before
 * the data's "today" when the case got there sooner. It draws no random numbers, so adding it
 * reshuffles nothing else.
 */
import type { CaseStatus, CaseStatusChange } from '@backoffice/core/api';
import { addDays, instant, toDay } from '../../domain/dates.ts';

/** The stages after filing a case in each status went through, with their usual day. */
const AFTER_FILING: Readonly<Record<CaseStatus, readonly (readonly [CaseStatus, number])[]>> = {
  investigation: [],
  filed: [],
  lead_plaintiff_motion: [['lead_plaintiff_motion', 60]],
  class_certification: [
    ['lead_plaintiff_motion', 60],
    ['class_certification', 420],
  ],
  settlement: [
    ['lead_plaintiff_motion', 60],
    ['class_certification', 420],
    ['settlement', 560],
  ],
  dismissed: [
    ['lead_plaintiff_motion', 60],
    ['dismissed', 260],
  ],
};

const NINE_AM = 9 * 60;
const change = (status: CaseStatus, day: string): CaseStatusChange => ({
  status,
  on: instant(day, NINE_AM),
  by: 'system',
});

export function seededStatusHistory(
  status: CaseStatus,
  openedOn: string,
  filedOn: string | null,
  asOf: string,
): CaseStatusChange[] {
  const opened = change('investigation', openedOn);
  if (!filedOn) return status === 'investigation' ? [opened] : [opened, change(status, asOf)];
  const stages = AFTER_FILING[status];
  const last = stages.at(-1)?.[1] ?? 0;
  const room = toDay(asOf) - toDay(filedOn);
  const squeeze = last > room ? room / last : 1;
  return [
    opened,
    change('filed', filedOn),
    ...stages.map(([stage, after]) => change(stage, addDays(filedOn, Math.round(after * squeeze)))),
  ];
}
