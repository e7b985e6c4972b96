/**
 * A list's state (page, page size, sort, search, filters) as the URL carries it, after react-admin's
 * `useListParams`: values equal to their default are left out of the URL, anything the URL says
 * that the list would refuse falls back to its default, and a prefix lets two lists share a page.
 * Pure functions; `use-list-state.ts` binds them to the router.
 */
import { TABLE_PAGE_SIZES } from '@backoffice/core';

export interface ListState {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** `field:asc` or `field:desc`; the list's default sort when the URL says nothing. */
  sort: string;
  q: string;
  /** Filter values by query parameter; '' means no filter. */
  filters: Readonly<Record<string, string>>;
}

export interface ListStateConfig {
  /** `entries` → `entries.page`, `entries.q`, … */
  prefix?: string;
  defaultPageSize: number;
  defaultSort: string;
  /** The filter parameters the list knows (`status`, `from`, `to`, …). */
  filterParams: readonly string[];
  /** Filter values that apply while the URL says nothing of the parameter. */
  defaultFilters?: Readonly<Record<string, string>>;
  /**
   * Whether the server takes these query values (the contract's schema decides); null while the
   * schema is on its way, when the URL's values are read as they stand (see `hasValuesToCheck`).
   */
  accepts: ((query: Readonly<Record<string, string>>) => boolean) | null;
}

const MAX_PAGE = 1_000_000;
const MAX_SEARCH = 200;
const SORT = /^[A-Za-z]\w*:(asc|desc)$/;

export function listParamName(name: string, prefix?: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

function defaultFilterOf(config: ListStateConfig, param: string): string {
  return config.defaultFilters?.[param] ?? '';
}

export function defaultListState(config: ListStateConfig): ListState {
  const filters = Object.fromEntries(
    config.filterParams.map((p) => [p, defaultFilterOf(config, p)]),
  );
  return { page: 1, pageSize: config.defaultPageSize, sort: config.defaultSort, q: '', filters };
}

function parsePage(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

function parsePageSize(raw: string | null): number | null {
  const size = Number(raw);
  return (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : null;
}

/**
 * Whether the URL has values only the contract can check: a sort, a filter. Without them the
 * state is the defaults whatever the contract says (a default filter the contract refused would
 * fall back to itself).
 */
export function hasValuesToCheck(
  search: URLSearchParams,
  config: Pick<ListStateConfig, 'prefix' | 'filterParams'>,
): boolean {
  const get = (name: string) => search.get(listParamName(name, config.prefix));
  return get('sort') !== null || config.filterParams.some((param) => (get(param) ?? '') !== '');
}

const acceptsAll = () => true;

function parseFilters(search: URLSearchParams, config: ListStateConfig): Record<string, string> {
  const accepts = config.accepts ?? acceptsAll;
  const filters: Record<string, string> = {};
  for (const param of config.filterParams) {
    const raw = search.get(listParamName(param, config.prefix));
    const fallback = defaultFilterOf(config, param);
    // An empty value in the URL is kept: it switches a default filter off.
    filters[param] = raw === null || (raw !== '' && !accepts({ [param]: raw })) ? fallback : raw;
  }
  // Each value may be fine alone and wrong together (a range ending before it starts).
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  return accepts(set) ? filters : defaultListState(config).filters;
}

/** The list's state from the URL's search parameters; bad or missing values take defaults. */
export function parseListState(search: URLSearchParams, config: ListStateConfig): ListState {
  const get = (name: string) => search.get(listParamName(name, config.prefix));
  const sort = get('sort');
  return {
    page: parsePage(get('page')) ?? 1,
    pageSize: parsePageSize(get('pageSize')) ?? config.defaultPageSize,
    sort:
      sort !== null && SORT.test(sort) && (config.accepts ?? acceptsAll)({ sort })
        ? sort
        : config.defaultSort,
    q: (get('q') ?? '').slice(0, MAX_SEARCH),
    filters: parseFilters(search, config),
  };
}

/**
 * The URL's search parameters with the list's state written in: other parameters (another
 * list's, say) are kept, and values equal to their default are left out.
 */
export function serializeListState(
  state: ListState,
  config: ListStateConfig,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  const name = (n: string) => listParamName(n, config.prefix);
  const write = (n: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(name(n));
    else next.set(name(n), value);
  };
  write('page', String(state.page), '1');
  write('pageSize', String(state.pageSize), String(config.defaultPageSize));
  write('sort', state.sort, config.defaultSort);
  write('q', state.q.trim(), '');
  for (const param of config.filterParams) {
    write(param, state.filters[param] ?? '', defaultFilterOf(config, param));
  }
  return next;
}

export type ListChange = Partial<Omit<ListState, 'filters'>> & {
  filters?: Readonly<Record<string, string>>;
};

/**
 * A change of the view: anything but a page change starts again at page 1, because page 7 of
 * the old order or filter means nothing in the new one. Filters given are merged in.
 */
export function changeListState(state: ListState, change: ListChange): ListState {
  return {
    ...state,
    ...change,
    page: change.page ?? 1,
    filters: { ...state.filters, ...change.filters },
  };
}

/** The query the server gets: the state's values (unset filters left out) and the fixed ones. */
export function listQuery(
  state: ListState,
  fixed: Readonly<Record<string, unknown>> = {},
): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: state.page,
    pageSize: state.pageSize,
  };
  if (state.sort) query.sort = state.sort;
  if (state.q.trim()) query.q = state.q.trim();
  for (const [param, value] of Object.entries(state.filters)) {
    if (value !== '') query[param] = value;
  }
  for (const [param, value] of Object.entries(fixed)) {
    if (typeof value === 'string' || typeof value === 'number') query[param] = value;
    else if (typeof value === 'boolean') query[param] = String(value);
  }
  return query;
}

/** Filters whose value differs from the list's defaults. */
export function changedFilters(state: ListState, config: ListStateConfig): string[] {
  return config.filterParams.filter((p) => (state.filters[p] ?? '') !== defaultFilterOf(config, p));
}
