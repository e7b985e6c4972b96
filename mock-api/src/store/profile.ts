/** What the server keeps of a user's profile; the identity part comes from the token. */
import { z } from 'zod';
import { isoDateTimeSchema, preferencesSchema } from '@backoffice/core/api';

export const storedProfileSchema = z.object({
  /** The user's subject. */
  id: z.string().min(1),
  email: z.string(),
  /**
   * Partial, and the landing screen any text: rows written before a preference existed, or
   * naming a screen since removed, still load; reading them fills in the defaults.
   */
  preferences: preferencesSchema.partial().extend({ landingRoute: z.string().optional() }),
  updatedAt: isoDateTimeSchema,
});
