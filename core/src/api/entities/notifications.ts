/**
 * Notifications: what portfolio monitoring tells a user, one row per user and event (the same
 * event never twice), with a link to the record it is about, read or not. Each user chooses per
 * kind how to hear of it: in the app, by e-mail, or not at all.
 */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateSchema, isoDateTimeSchema } from '../primitives.ts';

export const NOTIFICATION_KINDS = [
  /** A monitored client's loss in a case reached its threshold. */
  'thresholdCrossed',
  /** A client has lines in a case's run for the first time. */
  'newEligibleClient',
  /** A lead-plaintiff deadline within 14 or 3 days on a case where a client is above its threshold. */
  'leadPlaintiffDeadline',
  /** A deadline record due today or overdue. */
  'deadlineDue',
  /** A loss run or report job that failed. */
  'jobFailed',
  /** A custodian file the ingestion tracker expected and has not received. */
  'custodianFileLate',
  /** A settlement's claim deadline within 30, then 7 days, with a client's claim not filed. */
  'claimDeadline',
  /** A deficient claim whose cure deadline is within 7 days. */
  'claimDeficiencyCure',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The record a notification opens: a case, a client, a loss run, a report job, a deadline, the tracker, a settlement. */
export const NOTIFICATION_RECORDS = [
  'case',
  'client',
  'lossRun',
  'reportJob',
  'deadline',
  'trackerEntry',
  'settlement',
] as const;

export const notificationSchema = named(
  'Notification',
  z.object({
    id: idSchema,
    kind: z.enum(NOTIFICATION_KINDS),
    /** One line: "Northwind TRS crossed its threshold in In re Acme". */
    title: z.string(),
    /** The figures and dates behind it. */
    message: z.string(),
    caseId: idSchema.nullable(),
    clientId: idSchema.nullable(),
    record: z.object({ type: z.enum(NOTIFICATION_RECORDS), id: idSchema }),
    createdAt: isoDateTimeSchema,
    /** Null while unread. */
    readAt: isoDateTimeSchema.nullable(),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationList = defineList(notificationSchema, {
  sortable: ['createdAt', 'kind'],
  defaultSort: 'createdAt:desc',
  searchable: ['title', 'message'],
  dateField: 'createdAt',
  filters: {
    kind: z.enum(NOTIFICATION_KINDS).optional(),
    /** true: read ones only; false: unread ones only. */
    read: z.stringbool().optional(),
    caseId: idSchema.optional(),
    clientId: idSchema.optional(),
  },
});

export const unreadCountSchema = named(
  'UnreadNotifications',
  z.object({ unread: z.number().int().min(0) }),
);
export const markedReadSchema = named(
  'NotificationsMarkedRead',
  z.object({ marked: z.number().int().min(0) }),
);

export const NOTIFICATION_CHANNELS = ['app', 'email', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const channels = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.enum(NOTIFICATION_CHANNELS)])) as Record<
    NotificationKind,
    z.ZodEnum<{ [C in NotificationChannel]: C }>
  >,
);

/** How the caller hears of each kind; every kind is in the app until they choose. */
export const notificationPreferencesSchema = named(
  'NotificationPreferences',
  z.object({
    channels,
    /** Whether e-mail is configured on this server: without it, `email` stays in the app. */
    emailAvailable: z.boolean(),
    /** Where the caller's e-mails go (their directory address); null while e-mail is off. */
    emailAddress: z.string().nullable(),
  }),
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesUpdateSchema = named(
  'NotificationPreferencesUpdate',
  z.strictObject({ channels }),
);
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** What a digest run queued: one message per user with e-mail notifications waiting. */
export const emailDigestRunSchema = named(
  'EmailDigestRun',
  z.object({
    /** The digests' date (UTC). */
    day: isoDateSchema,
    queued: z.number().int().min(0),
  }),
);
export type EmailDigestRun = z.infer<typeof emailDigestRunSchema>;
