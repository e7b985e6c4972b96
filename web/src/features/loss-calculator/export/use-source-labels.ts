/** The names of the case, security, client and accounts the inputs came from (for exports). */
import { useApiQuery } from '../../../lib/api/use-api.ts';
import type { Source } from '../state/calculator-values.ts';
import type { SourceLabels } from './export-sheets.ts';

const NAMES_STALE_MS = 10 * 60_000;

export function useSourceLabels(source: Source): SourceLabels {
  const options = { staleTime: NAMES_STALE_MS, retry: false };
  const found = {
    case: useApiQuery(
      'getCase',
      { params: { id: source.caseId } },
      { ...options, enabled: source.caseId !== '' },
    ),
    security: useApiQuery(
      'getSecurity',
      { params: { id: source.securityId } },
      { ...options, enabled: source.securityId !== '' },
    ),
    client: useApiQuery(
      'getClient',
      { params: { id: source.clientId } },
      { ...options, enabled: source.clientId !== '' },
    ),
    accounts: useApiQuery(
      'listAccounts',
      { query: { clientId: source.clientId, pageSize: 100, sort: 'accountNumber:asc' } },
      { ...options, enabled: source.clientId !== '' },
    ),
  };
  const chosen = new Set(source.accountIds);
  const accounts = (found.accounts.data?.items ?? []).filter((a) => chosen.has(a.id));
  const security = found.security.data;
  return {
    case: found.case.data?.caption ?? (source.caseId || 'Entered by hand'),
    security: security ? `${security.ticker} · ${security.name}` : source.securityId,
    client: found.client.data?.name ?? source.clientId,
    accounts:
      accounts.length > 0
        ? accounts.map((a) => a.accountNumber).join(', ')
        : source.accountIds.join(', '),
  };
}
