/**
 * What the news screen shows over its list, in the URL so it is bookmarkable and Back closes
 * it: `?news=<id>` an item's view, `&edit=1` its edit form, `?new=1` the create form.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hrefOf } from '../../lib/hrefs.ts';
import { KEEP_SCROLL } from '../../lib/list-state/use-list-state.ts';

const NEWS = 'news';
const EDIT = 'edit';
const NEW = 'new';

export type NewsPanel =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'view'; id: string }
  | { kind: 'edit'; id: string };

function panelOf(search: URLSearchParams): NewsPanel {
  const id = search.get(NEWS);
  if (id) return search.get(EDIT) === '1' ? { kind: 'edit', id } : { kind: 'view', id };
  return search.get(NEW) === '1' ? { kind: 'create' } : { kind: 'none' };
}

function withPanel(search: URLSearchParams, panel: NewsPanel): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [NEWS, EDIT, NEW]) next.delete(key);
  if (panel.kind === 'create') next.set(NEW, '1');
  if (panel.kind === 'view' || panel.kind === 'edit') next.set(NEWS, panel.id);
  if (panel.kind === 'edit') next.set(EDIT, '1');
  return next;
}

export function useNewsUrl() {
  const [search, setSearch] = useSearchParams();
  const panel = panelOf(search);
  const viewHref = useCallback(
    (id: string) =>
      hrefOf('newsFeed', undefined, Object.fromEntries(withPanel(search, { kind: 'view', id }))),
    [search],
  );
  /** Shows another panel; `replace` when the one shown is done (saved, deleted). */
  const show = useCallback(
    (next: NewsPanel, replace = false) => {
      setSearch((prev) => withPanel(prev, next), { replace, state: KEEP_SCROLL });
    },
    [setSearch],
  );
  return { panel, viewHref, show };
}
