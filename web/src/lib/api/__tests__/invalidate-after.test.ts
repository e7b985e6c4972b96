import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiQueryKey } from '../query-keys.ts';
import { invalidateAfter } from '../use-api-mutation.ts';

const client = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: Infinity } },
});
const unsubscribes: (() => void)[] = [];

afterEach(() => {
  for (const stop of unsubscribes.splice(0)) stop();
  client.clear();
});

/** A query on screen (an active observer) that counts how often it is fetched. */
async function onScreen(key: readonly unknown[]): Promise<{ fetches: number }> {
  const counter = { fetches: 0 };
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: () => {
      counter.fetches += 1;
      return { at: counter.fetches };
    },
  });
  unsubscribes.push(observer.subscribe(() => undefined));
  // Subscribing fetches it once, as a screen's first render would.
  await vi.waitFor(() => {
    expect(counter.fetches).toBe(1);
  });
  return counter;
}

describe('the reads made stale by a write', () => {
  it('should reload the lists on screen and leave the deleted record unfetched', async () => {
    const list = await onScreen(apiQueryKey('listClients', { query: { page: 1 } }));
    const deleted = await onScreen(apiQueryKey('getClient', { params: { id: 'CL-1' } }));
    const other = await onScreen(apiQueryKey('getClient', { params: { id: 'CL-2' } }));
    const trades = await onScreen(apiQueryKey('listTrades', {}));
    const before = [list.fetches, deleted.fetches, other.fetches, trades.fetches];

    await invalidateAfter(client, 'deleteClient', { id: 'CL-1' });

    expect(list.fetches).toBe(before[0]! + 1);
    expect(other.fetches).toBe(before[2]! + 1);
    expect(deleted.fetches).toBe(before[1]);
    expect(trades.fetches).toBe(before[3]);
    const deletedQuery = client.getQueryCache().find({
      queryKey: apiQueryKey('getClient', { params: { id: 'CL-1' } }),
    });
    expect(deletedQuery?.state.isInvalidated).toBe(true);
  });

  it('should reload the changed record itself after an update', async () => {
    const changed = await onScreen(apiQueryKey('getCase', { params: { id: 'CA-1' } }));
    const calendar = await onScreen(apiQueryKey('listCalendarEvents', {}));
    const before = [changed.fetches, calendar.fetches];
    await invalidateAfter(client, 'updateCase', { id: 'CA-1' });
    expect(changed.fetches).toBe(before[0]! + 1);
    expect(calendar.fetches).toBe(before[1]! + 1);
  });
});
