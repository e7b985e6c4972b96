/**
 * One token refresh per refresh token, however many requests need it at once: within this
 * process, and with sessions in Redis across every gateway instance that shares them. Refresh
 * tokens rotate, and the identity provider treats a second use of a rotated one as theft and
 * revokes the whole grant: a race here would sign the user out.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export type TokenFields = Record<
  'access_token' | 'refresh_token' | 'id_token' | 'expires_at',
  unknown
>;

/** Runs `refresh` once for `key` (a refresh token's hash); every other caller gets its result. */
export type RefreshOnce = (
  key: string,
  refresh: () => Promise<TokenFields>,
) => Promise<TokenFields>;

/** Long enough for requests that loaded the session before the refreshed one was saved. */
const RESULT_KEPT_MS = 30_000;
/**
 * Longer than a token call may take (the OIDC client gives up after 5 s), so the holder always
 * releases its own lock; the lock of an instance that died lapses after it.
 */
const LOCK_MS = 15_000;
const POLL_MS = 50;

export function inProcessRefreshOnce(): RefreshOnce {
  const started = new Map<string, Promise<TokenFields>>();
  return (key, refresh) => {
    const existing = started.get(key);
    if (existing) return existing;
    const result = refresh();
    started.set(key, result);
    const forget = () => setTimeout(() => started.delete(key), RESULT_KEPT_MS).unref();
    result.then(forget, forget);
    return result;
  };
}

/** The Redis commands used here; the redis client (the session store's) has them. */
export interface Redis {
  get(key: string): Promise<string | null>;
  set(
    key: string,
    value: string,
    options: { condition?: 'NX'; expiration: { type: 'PX'; value: number } },
  ): Promise<string | null>;
  del(key: string): Promise<number>;
  exists(key: string): Promise<number>;
}

/** What a failed refresh leaves behind, so that a late request does not try it again. */
const FAILED = 'failed';

async function storedResult(redis: Redis, key: string): Promise<TokenFields | null> {
  const text = await redis.get(key);
  if (text === FAILED) throw new Error('another gateway instance could not refresh the token');
  return text === null ? null : (JSON.parse(text) as TokenFields);
}

/**
 * The instance that takes the lock refreshes and leaves the result in Redis; the others wait
 * for it. A holder that fails leaves that failure for as long as a result is kept, and its
 * waiters and latecomers fail too: the session is over either way. (Redis already holds the
 * session and so its tokens.)
 */
export function sharedRefreshOnce(redis: Redis): RefreshOnce {
  const inProcess = inProcessRefreshOnce();
  return (key, refresh) =>
    inProcess(key, async () => {
      const resultKey = `bo:refresh:${key}:result`;
      const lockKey = `bo:refresh:${key}:lock`;
      const lock = await redis.set(lockKey, 'refreshing', {
        condition: 'NX',
        expiration: { type: 'PX', value: LOCK_MS },
      });
      if (lock === 'OK') {
        try {
          // Another instance may have finished between our reading the session and the lock.
          const earlier = await storedResult(redis, resultKey);
          if (earlier) return earlier;
          let fields: TokenFields;
          try {
            fields = await refresh();
          } catch (err) {
            // A request that read the session before it was ended would otherwise take the
            // lock next and try the same refresh token again.
            await redis.set(resultKey, FAILED, {
              expiration: { type: 'PX', value: RESULT_KEPT_MS },
            });
            throw err;
          }
          await redis.set(resultKey, JSON.stringify(fields), {
            expiration: { type: 'PX', value: RESULT_KEPT_MS },
          });
          return fields;
        } finally {
          await redis.del(lockKey);
        }
      }
      const deadline = Date.now() + LOCK_MS;
      while (Date.now() < deadline) {
        const fields = await storedResult(redis, resultKey);
        if (fields) return fields;
        if ((await redis.exists(lockKey)) === 0) {
          const late = await storedResult(redis, resultKey);
          if (late) return late;
          throw new Error('another gateway instance could not refresh the token');
        }
        await sleep(POLL_MS);
      }
      throw new Error('timed out waiting for another gateway instance to refresh the token');
    });
}
