/**
 * The Loss Overview's view in the URL: `caseId` and `clientId` narrow the totals (the API's
 * filters), `ranking` names the case whose lead-plaintiff ranking is shown.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type OverviewParam = 'caseId' | 'clientId' | 'ranking';

export function useOverviewParams() {
  const [search, setSearch] = useSearchParams();
  const read = (name: OverviewParam) => search.get(name) ?? '';
  const set = useCallback(
    (name: OverviewParam, value: string) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: name === 'ranking' },
      );
    },
    [setSearch],
  );
  return { caseId: read('caseId'), clientId: read('clientId'), ranking: read('ranking'), set };
}
