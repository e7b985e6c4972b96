/**
 * The clients the user may see, for the account form's client choice (with their custodians,
 * which an account must be at). One page of the largest size holds them all: the practice has
 * tens of clients, not thousands.
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
