/**
 * Deadline rules: a period counted from a trigger (an event's date) under Fed. R. Civ. P. 6.
 * The built-in ones are those of a securities class action: the PSLRA's (15 U.S.C.
 * 78u-4(a)(3)), the answer's (Rule 12(a)), and the motion briefing of the local rules of the
 * districts where most of these cases are filed. Staff add their own rules in the same shape.
 */
import { courtDeadline, type CountDirection, type ServiceMethod } from './court-deadline.ts';

export interface DeadlineRule {
  id: string;
  name: string;
  /** What starts the period (shown to people: "the complaint is filed"). */
  trigger: string;
  days: number;
  direction: CountDirection;
  /** Where the period comes from, for the record and for a reader to check. */
  authority: string;
  /** A rule of one district's local rules only. */
  court?: string;
  /** The unit `days` counts in; a week is 7 days (Rule 6(a)(1) counts both as days). */
  unit?: PeriodUnit;
  /** How the paper that starts the period is usually served; a deadline may say otherwise. */
  service?: ServiceMethod;
}

export type PeriodUnit = 'days' | 'weeks';
export const PERIOD_UNITS = ['days', 'weeks'] as const satisfies readonly PeriodUnit[];

/** The rule's period in days. */
export function ruleDays(rule: Pick<DeadlineRule, 'days' | 'unit'>): number {
  return rule.unit === 'weeks' ? rule.days * 7 : rule.days;
}

/** The rule whose deadline monitoring warns about for clients above their threshold. */
export const LEAD_PLAINTIFF_RULE_ID = 'pslra-lead-plaintiff-motion';

export const SECURITIES_CLASS_ACTION_RULES = [
  {
    id: 'pslra-early-notice',
    name: 'PSLRA early notice published',
    trigger: 'the complaint is filed',
    days: 20,
    direction: 'after',
    authority: '15 U.S.C. 78u-4(a)(3)(A)(i)',
  },
  {
    id: LEAD_PLAINTIFF_RULE_ID,
    name: 'Lead-plaintiff motions due',
    trigger: 'the early notice is published',
    days: 60,
    direction: 'after',
    authority: '15 U.S.C. 78u-4(a)(3)(A)(i)(II)',
  },
  {
    id: 'pslra-lead-plaintiff-appointment',
    name: 'Court to appoint lead plaintiff',
    trigger: 'the early notice is published',
    days: 90,
    direction: 'after',
    authority: '15 U.S.C. 78u-4(a)(3)(B)(i)',
  },
  {
    id: 'frcp-answer',
    name: 'Answer due',
    trigger: 'the summons and complaint are served',
    days: 21,
    direction: 'after',
    authority: 'Fed. R. Civ. P. 12(a)(1)(A)(i)',
  },
  {
    id: 'sdny-opposition',
    name: 'Opposition due',
    trigger: 'the motion is served',
    days: 14,
    direction: 'after',
    authority: 'S.D.N.Y. Local Civil Rule 6.1(b)',
    court: 'S.D.N.Y.',
  },
  {
    id: 'sdny-reply',
    name: 'Reply due',
    trigger: 'the opposition is served',
    days: 7,
    direction: 'after',
    authority: 'S.D.N.Y. Local Civil Rule 6.1(b)',
    court: 'S.D.N.Y.',
  },
  {
    id: 'ndcal-opposition',
    name: 'Opposition due',
    trigger: 'the motion is filed',
    days: 14,
    direction: 'after',
    authority: 'N.D. Cal. Civil L.R. 7-3(a)',
    court: 'N.D. Cal.',
  },
  {
    id: 'ndcal-reply',
    name: 'Reply due',
    trigger: 'the opposition is due',
    days: 7,
    direction: 'after',
    authority: 'N.D. Cal. Civil L.R. 7-3(c)',
    court: 'N.D. Cal.',
  },
  {
    id: 'cdcal-opposition',
    name: 'Opposition due',
    trigger: 'the hearing',
    days: 21,
    direction: 'before',
    authority: 'C.D. Cal. L.R. 7-9',
    court: 'C.D. Cal.',
  },
  {
    id: 'cdcal-reply',
    name: 'Reply due',
    trigger: 'the hearing',
    days: 14,
    direction: 'before',
    authority: 'C.D. Cal. L.R. 7-10',
    court: 'C.D. Cal.',
  },
] as const satisfies readonly DeadlineRule[];

/** The rules that apply in a court: the general ones and that court's own. */
export function rulesForCourt(rules: readonly DeadlineRule[], court: string): DeadlineRule[] {
  return rules.filter((r) => r.court === undefined || r.court === court);
}

/**
 * The date a rule gives for a trigger's date, `YYYY-MM-DD` (a RangeError as courtDeadline's);
 * `service` stands for the rule's own when given.
 */
export function ruleDeadline(rule: DeadlineRule, triggerDate: string, service?: ServiceMethod) {
  const served = service ?? rule.service;
  return courtDeadline({
    from: triggerDate,
    days: ruleDays(rule),
    direction: rule.direction,
    ...(served ? { service: served } : {}),
  });
}
