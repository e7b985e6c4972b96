/** What the server keeps of a user's profile; the identity part comes from the token. */
import { z } from 'zod';
import { isoDateTimeSchema, preferencesSchema } from '@backoffice/core/api';

export const storedProfileSchema = z.object({
  /** The user's subject. */
  id: z.string().min(1),
  email: z.string(),
  preferences: preferencesSchema,
  updatedAt: isoDateTimeSchema,
});
export type StoredProfile = z.infer<typeof storedProfileSchema>;
