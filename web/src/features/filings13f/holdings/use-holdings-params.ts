/**
 * The 13F Holdings view in the URL: `quarter` (a quarter end), `filer` (narrows the positions),
 * `cusip` (with `filer`: that position over time) and `holders` (who holds that CUSIP).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type HoldingsParam = 'quarter' | 'filer' | 'cusip' | 'holders';
export type HoldingsView = Record<HoldingsParam, string>;

export function useHoldingsParams() {
  const [search, setSearch] = useSearchParams();
  const read = (name: HoldingsParam) => search.get(name) ?? '';
  const set = useCallback(
    (changes: Partial<HoldingsView>, options: { replace?: boolean } = {}) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearch],
  );
  /** A link to this screen with `changes` applied to the current view. */
  const hrefWith = useCallback(
    (changes: Partial<HoldingsView>) => {
      const next = new URLSearchParams(search);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return `?${next.toString()}`;
    },
    [search],
  );
  const view: HoldingsView = {
    quarter: read('quarter'),
    filer: read('filer'),
    cusip: read('cusip'),
    holders: read('holders'),
  };
  return { view, set, hrefWith };
}
