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

// Free text people type (captions, names, notes...): no control characters (a NUL or BEL breaks
// exports and logs), no lone surrogate halves (not text at all: they break every encoder) and no
// direction overrides (U+202E shows `exe.txt` for `txt.exe`; upload file names strip them).
// Tab and line breaks only where the field holds several lines.
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;

export const TEXT_PROBLEMS = {
  control: 'Contains a control character',
  lineBreak: 'Must be on one line: no line breaks or tabs',
  surrogate: 'Contains a broken character (a lone surrogate)',
  direction: 'Contains a text direction override (U+202A–U+202E or U+2066–U+2069)',
} as const;

/** What is wrong with typed text, in words for the field; undefined when nothing is. */
export function textProblem(value: string, lines: 'one' | 'many'): string | undefined {
  if (CONTROL.test(value)) return TEXT_PROBLEMS.control;
  if (lines === 'one' && LINE_BREAK_OR_TAB.test(value)) return TEXT_PROBLEMS.lineBreak;
  if (LONE_SURROGATE.test(value)) return TEXT_PROBLEMS.surrogate;
  if (DIRECTION_OVERRIDE.test(value)) return TEXT_PROBLEMS.direction;
  return undefined;
}

const NOT_ON_ONE_LINE = new RegExp(
  [CONTROL, LINE_BREAK_OR_TAB, LONE_SURROGATE, DIRECTION_OVERRIDE].map((r) => r.source).join('|'),
  'g',
);

/**
 * Text read from someone else's file (a court's feed) for a one-line field: what `textProblem`
 * refuses there becomes a space, so the text is stored rather than the whole file refused.
 */
export function asOneLine(value: string): string {
  return value.replace(NOT_ON_ONE_LINE, ' ');
}

/** `asOneLine` with its runs of white space made one space and its ends trimmed. */
export function tidyOneLine(value: string): string {
  return asOneLine(value).replace(/\s+/g, ' ').trim();
}

/** A free-text field on one line (a caption, a name, a title). */
export const oneLine = <S extends z.ZodString>(schema: S): S =>
  schema.superRefine(problemCheck((value) => textProblem(value, 'one')));

/** A free-text field of several lines (a description, notes, a news body). */
export const manyLines = <S extends z.ZodString>(schema: S): S =>
  schema.superRefine(problemCheck((value) => textProblem(value, 'many')));
