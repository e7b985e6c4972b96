/** What the server keeps of a client's monitoring settings: one row per client, its id the client's. */
import { z } from 'zod';
import { clientMonitoringUpdateSchema, idSchema, isoDateTimeSchema } from '@backoffice/core/api';

export const storedMonitoringSchema = clientMonitoringUpdateSchema.extend({
  id: idSchema,
  /** The same as `id`, named so the audit log files the entry under the client. */
  clientId: idSchema,
  updatedAt: isoDateTimeSchema,
  updatedBy: z.string(),
});
export type StoredMonitoring = z.infer<typeof storedMonitoringSchema>;
