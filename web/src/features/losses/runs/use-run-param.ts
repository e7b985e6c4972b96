/**
 * Which run the Loss Runs screen shows, kept in the URL (`?run=<id>`) so it can be linked and
 * reloaded and Back returns to the list; the list's own view stays in the URL beside it.
 */
import { useSearchParams } from 'react-router-dom';
import { hrefOf } from '../../../lib/hrefs.ts';

const PARAM = 'run';
/** The run page's own parameters (its results table's view), dropped on the way back. */
const PAGE_PARAMS = /^results\./;

function listSearch(search: URLSearchParams): Record<string, string> {
  const next = new URLSearchParams(search);
  next.delete(PARAM);
  for (const key of [...next.keys()]) if (PAGE_PARAMS.test(key)) next.delete(key);
  return Object.fromEntries(next);
}

export function useRunParam() {
  const [search] = useSearchParams();
  return {
    runId: search.get(PARAM),
    listHref: hrefOf('lossRuns', undefined, listSearch(search)),
    runHref: (id: string) => hrefOf('lossRuns', undefined, { ...listSearch(search), [PARAM]: id }),
  };
}
