/**
 * Whether a rule staff write for their court makes sense before it counts anything: a whole,
 * positive period no longer than two years (no court period runs longer, and a typo such as
 * 2100 days would pass unnoticed otherwise), and Rule 6(d)'s mail days only on a period counted
 * after service.
 */
import type { CountDirection, ServiceMethod } from './court-deadline.ts';
import { ruleDays, type PeriodUnit } from './rules.ts';

/** The longest period a rule may give, in days. */
export const MAX_RULE_DAYS = 730;

export interface RuleNumbers {
  days: number;
  unit: PeriodUnit;
  direction: CountDirection;
  service?: ServiceMethod | null;
}

export interface RuleProblem {
  field: 'days' | 'service';
  message: string;
}

/** The first thing wrong with a rule's numbers, or null. */
export function deadlineRuleProblem(rule: RuleNumbers): RuleProblem | null {
  const unit = rule.unit === 'weeks' ? 'weeks' : 'days';
  if (!Number.isInteger(rule.days)) {
    return { field: 'days', message: `a period is a whole number of ${unit}; got ${rule.days}` };
  }
  if (rule.days < 1) {
    return {
      field: 'days',
      message: `a period is at least 1 ${unit.slice(0, -1)} (count before the event with direction 'before'); got ${rule.days}`,
    };
  }
  if (ruleDays(rule) > MAX_RULE_DAYS) {
    return {
      field: 'days',
      message: `a period is at most ${MAX_RULE_DAYS} days; ${rule.days} ${unit} is ${ruleDays(rule)}`,
    };
  }
  if (rule.service === 'mail' && rule.direction === 'before') {
    return {
      field: 'service',
      message:
        'Rule 6(d) adds mail days only to a period counted after service, not before an event',
    };
  }
  return null;
}
