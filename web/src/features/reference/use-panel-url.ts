/**
 * What a reference-data screen shows besides its list, kept in the URL so it can be bookmarked
 * and Back closes it: `?<param>=<id>` one record (with `&edit=1` its edit form), `?new=1` the
 * create form. The list's own parameters stay as they are, so closing returns to the same view.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hrefOf } from '../../lib/hrefs.ts';
import { KEEP_SCROLL } from '../../lib/list-state/use-list-state.ts';

const EDIT = 'edit';
const NEW = 'new';

export type Panel =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'open'; id: string }
  | { kind: 'edit'; id: string };

export function panelOf(search: URLSearchParams, param: string): Panel {
  const id = search.get(param);
  if (id) return search.get(EDIT) === '1' ? { kind: 'edit', id } : { kind: 'open', id };
  return search.get(NEW) === '1' ? { kind: 'create' } : { kind: 'none' };
}

export function withPanel(search: URLSearchParams, param: string, panel: Panel): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [param, EDIT, NEW]) next.delete(key);
  if (panel.kind === 'create') next.set(NEW, '1');
  if (panel.kind === 'open' || panel.kind === 'edit') next.set(param, panel.id);
  if (panel.kind === 'edit') next.set(EDIT, '1');
  return next;
}

export function usePanelUrl(route: 'accounts' | 'securities', param: string) {
  const [search, setSearch] = useSearchParams();
  const panel = panelOf(search, param);

  /** The screen's address showing a record, the list's view kept. */
  const openHref = useCallback(
    (id: string) =>
      hrefOf(route, undefined, Object.fromEntries(withPanel(search, param, { kind: 'open', id }))),
    [route, param, search],
  );

  /** Shows another panel; `replace` when the one shown is done (saved, created). */
  const show = useCallback(
    (next: Panel, replace = false) => {
      setSearch((prev) => withPanel(prev, param, next), { replace, state: KEEP_SCROLL });
    },
    [setSearch, param],
  );

  return { panel, search, openHref, show };
}
