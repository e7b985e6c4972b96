/**
 * The session user's schemas, in a module of their own: the web's shell uses the session
 * user's type and helpers but must not bundle zod, which it would if they shared a module
 * with code the lazy screens also use.
 */
import { z } from 'zod';

export const sessionUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  privileges: z.array(z.string()),
  clientNames: z.array(z.string()),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What `GET /auth/session` answers. Never a token. */
export const sessionInfoSchema = z.object({
  user: sessionUserSchema,
  /** ISO time at which the session ends unless renewed by activity (the earlier end below). */
  expiresAt: z.string(),
  /** ISO time at which the session ends however active the user is: the absolute lifetime. */
  absoluteExpiresAt: z.string(),
  /** Seconds without a request after which the session ends; every request renews them. */
  idleTimeoutSeconds: z.number().int().positive(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
