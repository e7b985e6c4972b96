/**
 * The clients the user may address: the server lists only a client-scoped user's own. One page
 * of the largest size holds them all (the practice has tens of clients, not thousands).
 */
import { useApiQuery } from '../../lib/api/use-api.ts';

const CLIENTS_STALE_MS = 5 * 60_000;

export function useClients() {
  return useApiQuery(
    'listClients',
    { query: { pageSize: 100, sort: 'name:asc' } },
    { staleTime: CLIENTS_STALE_MS },
  );
}

/** Client id → name, for showing whom an item is addressed to. */
export function useClientNames(): ReadonlyMap<string, string> {
  const clients = useClients();
  return new Map((clients.data?.items ?? []).map((c) => [c.id, c.name]));
}
