/**
 * The identity provider's signing keys, fetched from its JWKS and refetched as jose does, with
 * one difference: while the IdP cannot be reached, calls are answered at once with
 * KeysUnavailable (the API's 503 with Retry-After) for a short back-off rather than each
 * waiting on a fetch; the first call after it fetches again, so the API recovers by itself
 * once the IdP is back. Keys it already had stay in use meanwhile.
 */
import { createLocalJWKSet, createRemoteJWKSet, errors, type JWTVerifyGetKey } from 'jose';

export class KeysUnavailable extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, cause: unknown) {
    super('The identity provider could not be reached for its signing keys', { cause });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface RemoteKeyOptions {
  /** How long to answer 503 without trying after a failed fetch. */
  backoffMs?: number;
  /** How long one fetch may take. */
  timeoutMs?: number;
}

/** A failed JWKS fetch: no connection, no answer in time, or not a 200 with a key set. */
const fetchFailed = (err: unknown) =>
  err instanceof errors.JWKSTimeout ||
  err instanceof errors.JWKSInvalid ||
  (err instanceof Error && err.name === 'TypeError') ||
  (err instanceof errors.JOSEError && err.code === 'ERR_JOSE_GENERIC');

export function remoteKeys(url: URL, options: RemoteKeyOptions = {}): JWTVerifyGetKey {
  const backoffMs = options.backoffMs ?? 2_000;
  const remote = createRemoteJWKSet(url, { timeoutDuration: options.timeoutMs ?? 3_000 });
  let retryAt = 0;
  let lastFailure: unknown;

  const unavailable = () =>
    new KeysUnavailable(Math.max(1, Math.ceil((retryAt - Date.now()) / 1000)), lastFailure);

  /** The key set to verify with now: the fetched one, or the last known while the IdP is down. */
  async function current(): Promise<JWTVerifyGetKey> {
    if (remote.fresh) return remote;
    if (Date.now() >= retryAt) {
      try {
        await remote.reload();
        return remote;
      } catch (err) {
        lastFailure = err;
        retryAt = Date.now() + backoffMs;
      }
    }
    const known = remote.jwks();
    if (known) return createLocalJWKSet(known);
    throw unavailable();
  }

  return async (header, token) => {
    const keys = await current();
    try {
      return await keys(header, token);
    } catch (err) {
      // An unknown key makes jose fetch again (a key rotation); a failure of that fetch too.
      if (fetchFailed(err)) {
        lastFailure = err;
        retryAt = Date.now() + backoffMs;
        throw unavailable();
      }
      throw err;
    }
  };
}
