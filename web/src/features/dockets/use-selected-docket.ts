/**
 * Which docket the screen shows the entries of: `?docket=<id>`, so a selection is bookmarkable.
 * The dockets list keeps its own parameters; switching docket drops the entries table's ones.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hrefOf } from '../../lib/hrefs.ts';
import { ENTRIES_PREFIX } from './entry-table.ts';

const PARAM = 'docket';
export const ADD_ENTRY_PARAM = 'addEntry';

function withoutEntries(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...next.keys()]) {
    if (key.startsWith(`${ENTRIES_PREFIX}.`) || key === ADD_ENTRY_PARAM) next.delete(key);
  }
  return next;
}

export function useSelectedDocket() {
  const [search, setSearch] = useSearchParams();
  const docketId = search.get(PARAM);

  /** The screen's address with `id` selected and the list's view kept. */
  const hrefFor = useCallback(
    (id: string) => {
      const next = id === docketId ? new URLSearchParams(search) : withoutEntries(search);
      next.set(PARAM, id);
      return hrefOf('dockets', undefined, Object.fromEntries(next));
    },
    [search, docketId],
  );

  const close = useCallback(() => {
    setSearch((prev) => {
      const next = withoutEntries(prev);
      next.delete(PARAM);
      return next;
    });
  }, [setSearch]);

  return { docketId, hrefFor, close };
}
