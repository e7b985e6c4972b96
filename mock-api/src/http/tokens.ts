/**
 * Bearer tokens. The API accepts two issuers: the identity provider (access tokens verified
 * against its published keys: RS256, `typ: at+jwt`, issuer, audience, expiry) and itself (the
 * spec's form sign-in, signed with a key made at start). Anything else is a 401.
 */
import { createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Logger } from 'pino';
import { ApiError, retryLater } from '../domain/api-error.ts';
import { KeysUnavailable, remoteKeys } from './remote-keys.ts';

export interface TokenSettings {
  issuer: string;
  jwksUri: string;
  audience: string;
  formIssuer: string;
  tokenTtlSeconds: number;
}

export interface Tokens {
  verify(token: string): Promise<JWTPayload>;
  /** Signs a form sign-in token for these claims. */
  sign(
    claims: Record<string, unknown> & { sub: string },
  ): Promise<{ token: string; expiresAt: Date }>;
}

const ALGORITHM = 'RS256';
const CLOCK_TOLERANCE_SECONDS = 5;
/** A token without an expiry would be good for ever: refused. */
const REQUIRED_CLAIMS = ['exp'];

export function generateSigningKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}

/** Why a token was refused, in words safe to return (never the token itself). */
function reason(err: unknown): string {
  if (err instanceof errors.JWTExpired) return 'The token has expired';
  if (err instanceof errors.JWTClaimValidationFailed)
    return `The token's '${err.claim}' claim is not accepted`;
  if (err instanceof errors.JOSEAlgNotAllowed)
    return 'The token is not signed with an accepted algorithm';
  if (err instanceof errors.JWKSNoMatchingKey) return 'The token was signed with an unknown key';
  if (err instanceof errors.JWSSignatureVerificationFailed)
    return 'The token signature is not valid';
  return 'The token is not valid';
}

/**
 * `signingKey` is asked for at the first form sign-in, or the first token naming the API as its
 * issuer: most starts never see either (users sign in at the identity provider), and an RSA key
 * costs about 0.1 CPU-s to make. Asked once; the same key signs and verifies from then on.
 */
export function createTokens(
  settings: TokenSettings,
  signingKey: () => KeyObject,
  logger: Logger,
): Tokens {
  const idpKeys = remoteKeys(new URL(settings.jwksUri));
  let keys: { privateKey: KeyObject; publicKey: KeyObject } | undefined;
  const formKeys = () => {
    if (!keys) {
      const privateKey = signingKey();
      keys = { privateKey, publicKey: createPublicKey(privateKey) };
    }
    return keys;
  };
  return {
    async verify(token) {
      let issuer: unknown;
      try {
        issuer = decodeJwt(token).iss;
      } catch {
        throw new ApiError('unauthorized', 'The bearer token is not a JWT');
      }
      try {
        if (issuer === settings.formIssuer) {
          const { payload } = await jwtVerify(token, formKeys().publicKey, {
            issuer: settings.formIssuer,
            audience: settings.audience,
            algorithms: [ALGORITHM],
            clockTolerance: CLOCK_TOLERANCE_SECONDS,
            requiredClaims: REQUIRED_CLAIMS,
          });
          return payload;
        }
        if (issuer === settings.issuer) {
          const { payload } = await jwtVerify(token, idpKeys, {
            issuer: settings.issuer,
            audience: settings.audience,
            algorithms: [ALGORITHM],
            typ: 'at+jwt',
            clockTolerance: CLOCK_TOLERANCE_SECONDS,
            requiredClaims: REQUIRED_CLAIMS,
          });
          return payload;
        }
      } catch (err) {
        if (err instanceof KeysUnavailable) {
          logger.warn(
            { reason: String((err.cause as Error | undefined)?.message ?? err.cause) },
            'identity provider keys unavailable',
          );
          throw retryLater(
            'service_unavailable',
            'The identity provider could not be reached to verify the token',
            err.retryAfterSeconds,
          );
        }
        throw new ApiError('unauthorized', reason(err));
      }
      throw new ApiError('unauthorized', 'The token was issued by an unknown issuer');
    },
    async sign(claims) {
      const expiresAt = new Date(Date.now() + settings.tokenTtlSeconds * 1000);
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(settings.formIssuer)
        .setAudience(settings.audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setJti(randomUUID())
        .sign(formKeys().privateKey);
      return { token, expiresAt };
    },
  };
}
