/** Clients (institutional investors), their contacts, and their custody accounts. */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import {
  auditShape,
  currencySchema,
  idSchema,
  isoDateSchema,
  moneySchema,
  nonEmptyText,
  oneLine,
  manyLines,
} from '../primitives.ts';
import { cikQuerySchema, cikSchema } from './filings13f.ts';

export const CLIENT_TYPES = [
  'public_pension',
  'corporate_pension',
  'union_pension',
  'endowment',
  'foundation',
  'insurance',
  'asset_manager',
  'sovereign_wealth',
  'family_office',
] as const;
export const CLIENT_STATUSES = ['active', 'prospect', 'inactive'] as const;

export const countrySchema = z.string().regex(/^[A-Z]{2}$/, 'expected a two-letter country code');

export const contactSchema = named(
  'Contact',
  z.strictObject({
    name: oneLine(nonEmptyText(120)),
    title: oneLine(z.string().max(120)),
    email: z.email(),
    phone: oneLine(z.string().max(40)),
    primary: z.boolean(),
  }),
);
export type Contact = z.infer<typeof contactSchema>;

export const clientSchema = named(
  'Client',
  z.object({
    id: idSchema,
    /** The legal name; also what a user's `client_NAMES` claim lists, so it never changes. */
    name: nonEmptyText(160),
    type: z.enum(CLIENT_TYPES),
    status: z.enum(CLIENT_STATUSES),
    country: countrySchema,
    aumUsd: moneySchema,
    custodians: z.array(nonEmptyText(80)),
    contacts: z.array(contactSchema),
    portalEnabled: z.boolean(),
    onboardedOn: isoDateSchema,
    notes: z.string().max(4000),
    /** The SEC's Central Index Key, when the client files 13-F reports: its filer is matched by it. */
    cik: cikSchema.nullable().optional(),
    ...auditShape,
  }),
);
export type Client = z.infer<typeof clientSchema>;

const clientFields = {
  type: z.enum(CLIENT_TYPES),
  status: z.enum(CLIENT_STATUSES).optional(),
  country: countrySchema.optional(),
  aumUsd: moneySchema.min(0).optional(),
  custodians: z
    .array(oneLine(nonEmptyText(80)))
    .max(20)
    .optional(),
  contacts: z.array(contactSchema).max(50).optional(),
  portalEnabled: z.boolean().optional(),
  onboardedOn: isoDateSchema.optional(),
  notes: manyLines(z.string().max(4000)).optional(),
  cik: cikQuerySchema.nullable().optional(),
};
export const clientCreateSchema = named(
  'ClientCreate',
  z.strictObject({ name: oneLine(nonEmptyText(160)), ...clientFields }),
);
export type ClientCreate = z.infer<typeof clientCreateSchema>;
/** The name is left out on purpose: renaming would silently change who may see the client. */
export const clientUpdateSchema = named('ClientUpdate', z.strictObject(clientFields).partial());
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;

export const clientList = defineList(clientSchema, {
  sortable: ['name', 'type', 'status', 'country', 'aumUsd', 'onboardedOn'],
  defaultSort: 'name:asc',
  searchable: ['name', 'id', 'country', 'custodians'],
  dateField: 'onboardedOn',
  filters: {
    type: z.enum(CLIENT_TYPES).optional(),
    status: z.enum(CLIENT_STATUSES).optional(),
    country: countrySchema.optional(),
    custodians: z.string().optional(),
  },
});

export const ACCOUNT_TYPES = ['separate', 'commingled', 'custody'] as const;
export const ACCOUNT_STATUSES = ['open', 'closed'] as const;

export const accountSchema = named(
  'Account',
  z.object({
    id: idSchema,
    clientId: idSchema,
    clientName: z.string(),
    custodian: nonEmptyText(80),
    /** The custodian's account number: unique per custodian and never changed. */
    accountNumber: nonEmptyText(40),
    name: nonEmptyText(160),
    currency: currencySchema,
    type: z.enum(ACCOUNT_TYPES),
    status: z.enum(ACCOUNT_STATUSES),
    openedOn: isoDateSchema,
    closedOn: isoDateSchema.nullable(),
    ...auditShape,
  }),
);
export type Account = z.infer<typeof accountSchema>;

export const accountCreateSchema = named(
  'AccountCreate',
  z.strictObject({
    clientId: idSchema,
    custodian: oneLine(nonEmptyText(80)),
    accountNumber: oneLine(nonEmptyText(40)),
    name: oneLine(nonEmptyText(160)),
    currency: currencySchema,
    type: z.enum(ACCOUNT_TYPES).optional(),
    openedOn: isoDateSchema.optional(),
  }),
);
export type AccountCreate = z.infer<typeof accountCreateSchema>;
export const accountUpdateSchema = named(
  'AccountUpdate',
  z
    .strictObject({
      name: oneLine(nonEmptyText(160)),
      type: z.enum(ACCOUNT_TYPES),
      status: z.enum(ACCOUNT_STATUSES),
      closedOn: isoDateSchema.nullable(),
    })
    .partial(),
);
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export const accountList = defineList(accountSchema, {
  sortable: ['accountNumber', 'name', 'clientName', 'custodian', 'currency', 'status', 'openedOn'],
  defaultSort: 'clientName:asc',
  searchable: ['accountNumber', 'name', 'clientName', 'custodian', 'id'],
  dateField: 'openedOn',
  filters: {
    clientId: idSchema.optional(),
    custodian: z.string().optional(),
    currency: currencySchema.optional(),
    status: z.enum(ACCOUNT_STATUSES).optional(),
    type: z.enum(ACCOUNT_TYPES).optional(),
  },
});
