/**
 * The small value types every entity is made of. Dates travel as ISO strings (a date without a
 * time for business dates, UTC instants for audit times), so the web never parses locale text.
 */
import { z } from 'zod';
import { cusipProblem, isinProblem } from '../domain/identifiers.ts';

/** Resource identifiers are opaque strings (generated ones look like `CA-0001`). */
export const idSchema = z.string().min(1).max(64);

/** A business date: `2024-03-15`. */
export const isoDateSchema = z.iso.date();
/** An instant in UTC: `2024-03-15T14:30:00.000Z`. */
export const isoDateTimeSchema = z.iso.datetime();

/** ISO 4217 code. */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'expected a three-letter currency code');

/** A refinement that reports the problem a domain check words (undefined: no problem). */
function problemCheck(problemOf: (value: string) => string | undefined) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = problemOf(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
  };
}

/** Upper-cased first (a CUSIP read aloud is often typed in lower case); the check digit named. */
export const cusipSchema = z.string().trim().toUpperCase().superRefine(problemCheck(cusipProblem));

export const isinSchema = z.string().trim().toUpperCase().superRefine(problemCheck(isinProblem));

/** Amounts are plain JSON numbers in the currency named beside them. */
export const moneySchema = z.number();

export const nonEmptyText = (max: number) => z.string().trim().min(1).max(max);

export const PRIVILEGES = ['READ', 'CREATE', 'UPDATE', 'DELETE'] as const;
export const privilegeSchema = z.enum(PRIVILEGES);
export type Privilege = z.infer<typeof privilegeSchema>;

export const ROLES = ['ROLE_ADMIN', 'ROLE_USER'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Audit stamps carried by every writable resource. */
export const auditShape = {
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
};
