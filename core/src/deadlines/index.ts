/** Court deadlines: counting under Fed. R. Civ. P. 6 and the federal holidays it skips. */
export {
  courtDeadline,
  isClosedDay,
  MAIL_SERVICE_DAYS,
  type CountDirection,
  type CourtDeadlineInput,
  type ServiceMethod,
} from './court-deadline.ts';
export { federalHolidayOn, federalHolidaysOf } from './federal-holidays.ts';
export {
  LEAD_PLAINTIFF_RULE_ID,
  PERIOD_UNITS,
  ruleDays,
  ruleDeadline,
  rulesForCourt,
  SECURITIES_CLASS_ACTION_RULES,
  type DeadlineRule,
  type PeriodUnit,
} from './rules.ts';
export {
  deadlineRuleProblem,
  MAX_RULE_DAYS,
  type RuleNumbers,
  type RuleProblem,
} from './rule-check.ts';
export {
  DEADLINE_RECORD_STATES,
  DEADLINE_URGENCY_LABELS,
  deadlineStateProblem,
  deadlineUrgency,
  DUE_SOON_DAYS,
  earliestOpen,
  type DeadlineRecordState,
  type DeadlineUrgency,
} from './urgency.ts';
export {
  sameTrigger,
  sharingTrigger,
  triggerMoves,
  type DeadlineMove,
  type DeadlineTrigger,
  type TriggeredDeadline,
} from './trigger-moves.ts';
