/**
 * The shapes of the IdP's secrets, whether they come from the environment (IDP_JWKS,
 * IDP_COOKIE_KEYS) or from the files kept in the data folder. Messages never quote a value.
 */
import { z } from 'zod';

const b64url = z
  .string({ error: 'expected a base64url string' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'expected a base64url string' });

/** A private RSA signing key as a JWK: the IdP signs ID and access tokens with RS256. */
export const privateRsaJwkSchema = z.object({
  kty: z.literal('RSA', { error: 'expected an RSA key (kty "RSA")' }),
  kid: z.string().min(1).optional(),
  alg: z.literal('RS256', { error: 'expected alg "RS256" or none' }).optional(),
  use: z.literal('sig', { error: 'expected use "sig" or none' }).optional(),
  n: b64url,
  e: b64url,
  d: b64url,
  p: b64url,
  q: b64url,
  dp: b64url,
  dq: b64url,
  qi: b64url,
});
export type PrivateRsaJwk = z.infer<typeof privateRsaJwkSchema>;

export const privateJwksSchema = z.object({
  keys: z
    .array(privateRsaJwkSchema)
    .min(1, { error: 'expected a JWKS with at least one private RSA key' }),
});
export type PrivateJwks = z.infer<typeof privateJwksSchema>;

/** The first key signs new cookies; the others still verify older ones (rotation). */
export const cookieKeysSchema = z
  .array(z.string().min(32, { error: 'each cookie key must be at least 32 characters' }))
  .min(1, { error: 'expected at least one cookie key' });
