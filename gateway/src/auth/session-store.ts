/**
 * Server-side session storage, so that logging out really ends a session: an in-process store
 * for a single instance, Redis when several gateway instances must share sessions (and then
 * also coordinate their token refreshes).
 */
import { RedisStore } from 'connect-redis';
import session from 'express-session';
import createMemoryStore from 'memorystore';
import { createClient } from 'redis';
import { inProcessRefreshOnce, sharedRefreshOnce, type RefreshOnce } from './refresh-once.ts';

export interface SessionStore {
  store: session.Store;
  close: () => Promise<void>;
  ping: () => Promise<boolean>;
  /** How many sessions the store holds, for the active-sessions gauge. */
  count: () => Promise<number>;
  /** A token refresh done once across every instance that shares these sessions. */
  refreshOnce: RefreshOnce;
}

function countOf(store: session.Store): () => Promise<number> {
  return () =>
    new Promise((resolve) => {
      if (!store.length) {
        resolve(0);
        return;
      }
      store.length((err: unknown, length?: number) => {
        resolve(err ? 0 : (length ?? 0));
      });
    });
}

/**
 * `onError` hears the Redis client's connection errors: node-redis reconnects by itself, and an
 * `error` event nobody listens to would end the process (as a Redis restart did).
 */
export async function createSessionStore(
  redisUrl: string | undefined,
  onError: (err: Error) => void,
): Promise<SessionStore> {
  if (!redisUrl) {
    const MemoryStore = createMemoryStore(session);
    const store = new MemoryStore({ checkPeriod: 60_000 });
    return {
      store,
      close: () => {
        store.stopInterval();
        return Promise.resolve();
      },
      ping: () => Promise.resolve(true),
      count: countOf(store),
      refreshOnce: inProcessRefreshOnce(),
    };
  }
  const client = createClient({ url: redisUrl });
  client.on('error', onError);
  await client.connect();
  const store = new RedisStore({ client, prefix: 'bo:sess:' });
  return {
    store,
    count: countOf(store),
    refreshOnce: sharedRefreshOnce(client),
    close: async () => {
      await client.quit();
    },
    ping: async () => (await client.ping()) === 'PONG',
  };
}
