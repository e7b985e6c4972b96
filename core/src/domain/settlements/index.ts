/** Settlements and claims: the plan of allocation's rules, plain functions. */
export * from './plan.ts';
export * from './eligibility.ts';
export * from './claim-loss.ts';
export * from './distribution.ts';
export * from './filing-check.ts';
export * from './claim-status.ts';
export * from './settlement-dates.ts';
export * from './filing-file.ts';
export * from './claim-reminders.ts';
export * from './claim-documents.ts';
