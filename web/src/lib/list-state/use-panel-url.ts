/**
 * What a list screen shows over (or in place of) its list, kept in the URL so it can be
 * bookmarked and Back closes it: `?<param>=<id>` one record's view (with `&edit=1` its edit
 * form), `?new=1` the create form. The list's own parameters stay as they are, so closing
 * returns to the same view. `param` names the record: `motion`, `news`, `account`, `security`.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hrefOf, type ParamlessRouteId } from '../hrefs.ts';
import { KEEP_SCROLL } from './use-list-state.ts';

const EDIT = 'edit';
const NEW = 'new';

export type Panel =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'view'; id: string }
  | { kind: 'edit'; id: string };

export function panelOf(search: URLSearchParams, param: string): Panel {
  const id = search.get(param);
  if (id) return search.get(EDIT) === '1' ? { kind: 'edit', id } : { kind: 'view', id };
  return search.get(NEW) === '1' ? { kind: 'create' } : { kind: 'none' };
}

export function withPanel(search: URLSearchParams, param: string, panel: Panel): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [param, EDIT, NEW]) next.delete(key);
  if (panel.kind === 'create') next.set(NEW, '1');
  if (panel.kind === 'view' || panel.kind === 'edit') next.set(param, panel.id);
  if (panel.kind === 'edit') next.set(EDIT, '1');
  return next;
}

export function usePanelUrl(route: ParamlessRouteId, param: string) {
  const [search, setSearch] = useSearchParams();
  const panel = panelOf(search, param);

  /** The screen's address showing a record, the list's view kept. */
  const viewHref = useCallback(
    (id: string) =>
      hrefOf(route, undefined, Object.fromEntries(withPanel(search, param, { kind: 'view', id }))),
    [route, param, search],
  );

  /** Shows another panel; `replace` when the one shown is done (saved, created, deleted). */
  const show = useCallback(
    (next: Panel, replace = false) => {
      setSearch((prev) => withPanel(prev, param, next), { replace, state: KEEP_SCROLL });
    },
    [setSearch, param],
  );

  return { panel, search, viewHref, show };
}
