/**
 * Portfolio monitoring of a client: whether its losses in new cases are watched, the loss (in
 * whole US dollars, as people set it) from which a case matters to it, the firm's people who own the relationship (users
 * of the directory, by id) and which of its contacts hear about it (by e-mail).
 */
import { z } from 'zod';
import { named } from '../registry.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/** A threshold above a trillion dollars is a typing mistake, not a threshold. */
const MAX_THRESHOLD_USD = 1_000_000_000_000;

const monitoringFields = {
  monitored: z.boolean(),
  /** A client's loss in a case at or above this (whole US dollars) crosses its threshold. */
  lossThresholdUsd: z
    .number()
    .int('whole dollars')
    .min(0, 'a threshold cannot be negative')
    .max(MAX_THRESHOLD_USD, 'a threshold above a trillion dollars is not a threshold'),
  /** Users of the directory who own the relationship, by id: they are told about the client. */
  ownerIds: z.array(idSchema).max(20).refine(unique, 'each owner once'),
  /** E-mail addresses of the client's own contacts who hear about its cases. */
  contactEmails: z.array(z.email()).max(50).refine(unique, 'each contact once'),
};

function unique(values: readonly string[]): boolean {
  return new Set(values.map((v) => v.toLowerCase())).size === values.length;
}

export const clientMonitoringSchema = named(
  'ClientMonitoring',
  z.object({
    /** The client's id: one set of settings per client. */
    id: idSchema,
    clientName: z.string(),
    ...monitoringFields,
    /** The owners' display names now, in the order of `ownerIds` (read-only). */
    ownerNames: z.array(z.string()),
    /** Null until someone saves the settings (the defaults: not monitored). */
    updatedAt: isoDateTimeSchema.nullable(),
    updatedBy: z.string().nullable(),
  }),
);
export type ClientMonitoring = z.infer<typeof clientMonitoringSchema>;

export const clientMonitoringUpdateSchema = named(
  'ClientMonitoringUpdate',
  z.strictObject(monitoringFields),
);
export type ClientMonitoringUpdate = z.infer<typeof clientMonitoringUpdateSchema>;
