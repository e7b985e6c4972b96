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
  ruleDeadline,
  rulesForCourt,
  SECURITIES_CLASS_ACTION_RULES,
  type DeadlineRule,
} from './rules.ts';
