/**
 * A list's state bound to the URL: reading it parses the search parameters, changing it
 * navigates, so bookmarks, reloads and back/forward all restore the view. These navigations
 * keep the scroll position (the shell scrolls to the top only on real page changes).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeListState,
  parseListState,
  serializeListState,
  type ListChange,
  type ListState,
  type ListStateConfig,
} from './list-state.ts';

/** Location state of a navigation that only changes a list's view. */
export const KEEP_SCROLL = { keepScroll: true } as const;

export interface ChangeOptions {
  /** Replace the history entry instead of adding one (corrections, not user steps). */
  replace?: boolean;
}

export function useListState(
  config: ListStateConfig,
): [ListState, (change: ListChange, options?: ChangeOptions) => void] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => parseListState(search, config), [search, config]);
  const change = useCallback(
    (delta: ListChange, options: ChangeOptions = {}) => {
      const next = serializeListState(changeListState(state, delta), config, search);
      if (next.toString() === search.toString()) return;
      setSearch(next, { replace: options.replace, state: KEEP_SCROLL });
    },
    [state, config, search, setSearch],
  );
  return [state, change];
}
