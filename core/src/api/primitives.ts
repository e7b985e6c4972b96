/**
 * The small value types every entity is made of. Dates travel as ISO strings (a date without a
 * time for business dates, UTC instants for audit times), so the web never parses locale text.
 */
import { z } from 'zod';
import { isValidCusip, isValidIsin } from '../domain/identifiers.ts';

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

export const cusipSchema = z
  .string()
  .regex(/^[0-9A-Z*@#]{9}$/, 'expected nine characters')
  .refine(isValidCusip, 'check digit does not match');

export const isinSchema = z
  .string()
  .regex(/^[A-Z]{2}[0-9A-Z]{9}[0-9]$/, 'expected a country code, nine characters and a digit')
  .refine(isValidIsin, 'check digit does not match');

/** Amounts are plain JSON numbers in the currency named beside them. */
export const moneySchema = z.number();
export const positiveNumberSchema = z.number().positive();

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
