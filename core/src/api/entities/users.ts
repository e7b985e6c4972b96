/** Users with their roles and privileges (the admin panel), the own profile, and sign-in. */
import { z } from 'zod';
import { TABLE_PAGE_SIZES } from '../../constants.ts';
import { LANDING_ROUTE_IDS } from '../../landing.ts';
import { USER_AUDIT_ACTIONS } from '../../domain/user-admin.ts';
import { sessionUserSchema } from '../../session-user-schema.ts';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import {
  auditShape,
  idSchema,
  isoDateTimeSchema,
  nonEmptyText,
  privilegeSchema,
  roleSchema,
  oneLine,
} from '../primitives.ts';

named('SessionUser', sessionUserSchema);

export const usernameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{1,39}$/, 'expected 2-40 lower-case letters, digits, . _ -');

export const userSchema = named(
  'User',
  z.object({
    /** The identity provider's subject (`sub`). */
    id: idSchema,
    username: usernameSchema,
    displayName: nonEmptyText(120),
    email: z.email(),
    roles: z.array(roleSchema),
    privileges: z.array(privilegeSchema),
    /** Non-empty: the user sees only these clients' data. */
    clientNames: z.array(z.string()),
    active: z.boolean(),
    lastLoginAt: isoDateTimeSchema.nullable(),
    ...auditShape,
  }),
);
export type User = z.infer<typeof userSchema>;

const userFields = {
  displayName: oneLine(nonEmptyText(120)),
  email: z.email(),
  roles: z.array(roleSchema).max(2),
  privileges: z.array(privilegeSchema).max(4),
  clientNames: z.array(nonEmptyText(160)).max(200),
  active: z.boolean(),
};
/** A new user's first password: only ever stored as a salted scrypt hash, never returned. */
export const initialPasswordSchema = z
  .string()
  .min(8, 'expected at least 8 characters')
  .max(200, 'expected at most 200 characters');

export const userCreateSchema = named(
  'UserCreate',
  z.strictObject({
    username: usernameSchema,
    password: initialPasswordSchema,
    displayName: userFields.displayName,
    email: userFields.email,
    roles: userFields.roles,
    privileges: userFields.privileges,
    clientNames: userFields.clientNames.optional(),
    active: userFields.active.optional(),
  }),
);
export type UserCreate = z.infer<typeof userCreateSchema>;
export const userUpdateSchema = named('UserUpdate', z.strictObject(userFields).partial());
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userList = defineList(userSchema, {
  sortable: ['username', 'displayName', 'email', 'createdAt', 'lastLoginAt'],
  defaultSort: 'username:asc',
  searchable: ['username', 'displayName', 'email', 'clientNames'],
  dateField: 'createdAt',
  filters: {
    roles: roleSchema.optional(),
    privileges: privilegeSchema.optional(),
    active: z.stringbool().optional(),
  },
});

/** The fields an administrator edits, as an audit entry records them before and after. */
export const userSnapshotSchema = named(
  'UserSnapshot',
  z.object({
    username: z.string(),
    displayName: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
    privileges: z.array(z.string()),
    clientNames: z.array(z.string()),
    active: z.boolean(),
  }),
);

/** One change to a user: who made it, when, and the user before and after. */
export const userAuditEntrySchema = named(
  'UserAuditEntry',
  z.object({
    id: z.number().int(),
    at: isoDateTimeSchema,
    actorId: z.string(),
    actorUsername: z.string(),
    userId: z.string(),
    username: z.string(),
    action: z.enum(USER_AUDIT_ACTIONS),
    /** Null for a created user. */
    before: userSnapshotSchema.nullable(),
    /** Null for a deleted user. */
    after: userSnapshotSchema.nullable(),
  }),
);
export type UserAuditEntry = z.infer<typeof userAuditEntrySchema>;

export const userAuditList = defineList(userAuditEntrySchema, {
  sortable: ['at', 'username', 'actorUsername', 'action'],
  defaultSort: 'at:desc',
  searchable: ['username', 'actorUsername'],
  dateField: 'at',
  filters: {
    /** The user changed. */
    userId: z.string().min(1).max(100).optional(),
    /** The administrator who made the change. */
    actorId: z.string().min(1).max(100).optional(),
    action: z.enum(USER_AUDIT_ACTIONS).optional(),
  },
});

export const privilegeCatalogSchema = named(
  'PrivilegeCatalog',
  z.object({
    roles: z.array(z.object({ name: roleSchema, description: z.string() })),
    privileges: z.array(z.object({ name: privilegeSchema, description: z.string() })),
  }),
);
export type PrivilegeCatalog = z.infer<typeof privilegeCatalogSchema>;

export const DATE_FORMATS = ['yyyy-MM-dd', 'MM/dd/yyyy', 'dd/MM/yyyy'] as const;

export const preferencesSchema = named(
  'Preferences',
  z.strictObject({
    /** Rows per page of every table, until a table's own choice in its URL. */
    pageSize: z.literal(TABLE_PAGE_SIZES, {
      error: `expected one of ${TABLE_PAGE_SIZES.join(', ')} rows per page`,
    }),
    dateFormat: z.enum(DATE_FORMATS),
    timeZone: z.string().min(1).max(64),
    /**
     * The route id of the screen `/` opens (see core's landing.ts); the server also refuses a
     * screen the caller may not open.
     */
    landingRoute: z.enum(LANDING_ROUTE_IDS, {
      error: 'expected the route id of a screen that needs no parameter, e.g. caseList',
    }),
  }),
);
export type Preferences = z.infer<typeof preferencesSchema>;

/** The caller's own profile: identity from the token, the rest kept by the server. */
export const profileSchema = named(
  'Profile',
  z.object({
    user: sessionUserSchema,
    email: z.string(),
    preferences: preferencesSchema,
    updatedAt: isoDateTimeSchema.nullable(),
  }),
);
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = named(
  'ProfileUpdate',
  z
    .strictObject({
      email: z.email(),
      preferences: preferencesSchema.partial(),
    })
    .partial(),
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** `GET /` (the spec's probe): who the caller is, and the `page` header it sent back. */
export const probeSchema = named(
  'Probe',
  z.object({
    user: sessionUserSchema,
    page: z.string().nullable(),
    serverTime: isoDateTimeSchema,
  }),
);
export type Probe = z.infer<typeof probeSchema>;

/** The spec's form profile: "a data object with the credentials". */
export const loginRequestSchema = named(
  'LoginRequest',
  z.strictObject({
    data: z.strictObject({
      username: z.string().min(1).max(100),
      password: z.string().min(1).max(200),
    }),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The token itself travels in the response's `Authorization: Bearer …` header. */
export const loginResponseSchema = named(
  'LoginResponse',
  z.object({
    user: sessionUserSchema,
    expiresAt: isoDateTimeSchema,
  }),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
