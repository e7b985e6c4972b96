/**
 * A DataTable of cases as a screen would write it, over a network the test answers: happy-dom's
 * fetch interceptor plays the server, so the table, the api client and the query cache all run
 * as they do in the app. Each render gets its own cache and address; `serve` returns its undo,
 * `appStateRestorer` the app store's.
 */
import type { SessionUser } from '@backoffice/core';
import { caseList, type Case } from '@backoffice/core/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { IFetchInterceptor } from 'happy-dom';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { useAppStore } from '../../../lib/store/app-store.ts';
import { DataTable } from '../DataTable.tsx';
import type { ListContractSource, TableColumn } from '../types.ts';

/**
 * ag-grid draws its rows a moment after React renders, and a file's first table waits for axios
 * and the grid to load: seconds on a busy machine (waits end as soon as the rows are there).
 */
export const LATER = { timeout: 20_000 };
export const SLOW = { timeout: 60_000 };

export type CaseRow = Pick<Case, 'id' | 'caption' | 'court' | 'status'>;

export const COLUMNS: TableColumn<Case>[] = [
  { field: 'id', header: 'Case ID' },
  { field: 'caption', header: 'Caption' },
  { field: 'court', header: 'Court' },
  { field: 'judge', header: 'Judge', hiddenByDefault: true },
];

export const caseRows = (count: number, from = 1): CaseRow[] =>
  Array.from({ length: count }, (_, i) => {
    const n = String(from + i).padStart(4, '0');
    return { id: `CA-${n}`, caption: `In re Case ${n}`, court: 'S.D.N.Y.', status: 'filed' };
  });

/** A refused call: its status and the contract's error body. */
export class Refusal {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, code: string, message: string) {
    this.status = status;
    this.body = { error: { code, message, requestId: 'req-test' } };
  }
}

/** What the test's server answers a call with: a JSON body, or a refusal. */
export type Server = (url: URL) => unknown;

interface HappyDomWindow {
  happyDOM: { settings: { fetch: { interceptor: IFetchInterceptor | null } } };
}

/** Answers every call the page makes with `server` until `stop`. */
export function serve(server: Server): { calls: URL[]; stop: () => void } {
  const { settings } = (window as unknown as HappyDomWindow).happyDOM;
  const calls: URL[] = [];
  settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request, window: win }) => {
      const url = new URL(request.url);
      calls.push(url);
      const answer: unknown = await server(url);
      const refused = answer instanceof Refusal ? answer : null;
      return new win.Response(JSON.stringify(refused ? refused.body : answer), {
        status: refused ? refused.status : 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
  return {
    calls,
    stop: () => {
      settings.fetch.interceptor = null;
    },
  };
}

/** The user's saved page size, which the table starts with. */
export const PROFILE = { preferences: { pageSize: 10 } };

/** A list page of the convention, out of `rows`, for the page and size the URL asks. */
export function listPage(rows: readonly CaseRow[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? '1');
  const pageSize = Number(url.searchParams.get('pageSize') ?? '10');
  const items = rows.slice((page - 1) * pageSize, page * pageSize);
  return { items, total: rows.length, page, pageSize };
}

/** The profile, and the case list as `list` answers it (a page of `rows` by default). */
export function caseServer(rows: readonly CaseRow[], list: Server = (url) => listPage(rows, url)) {
  return serve((url) => (url.pathname.endsWith('/profile') ? PROFILE : list(url)));
}

/** The case list's calls, as their queries. */
export const listCalls = (calls: readonly URL[]) =>
  calls
    .filter((url) => url.pathname.endsWith('/cases'))
    .map((url) => Object.fromEntries(url.searchParams));

/** A promise the test settles when it chooses: an answer that has not come yet. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

export const SAM: SessionUser = {
  userId: 'u-table',
  username: 'staff',
  displayName: 'Sam Staff',
  roles: ['ROLE_USER'],
  privileges: ['READ'],
  clientNames: [],
  isAdmin: false,
};

/** The address's query, shown for the test to read: the table's view lives in the URL. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

export const addressQuery = (): Record<string, string> =>
  Object.fromEntries(
    new URLSearchParams(document.querySelector('[data-testid="address"]')?.textContent ?? ''),
  );

/** Puts back the app store's user and column choices as they were: files share modules. */
export function appStateRestorer(): () => void {
  const { user, sessionStatus, tableColumns } = useAppStore.getState();
  return () => {
    useAppStore.setState({ user, sessionStatus, tableColumns });
  };
}

export function renderCaseTable(
  props: {
    url?: string;
    emptyText?: string;
    label?: string;
    list?: ListContractSource<'listCases'>;
  } = {},
): RenderResult {
  useAppStore.getState().signedIn(SAM);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[props.url ?? '/cases']}>
        <DataTable
          endpoint="listCases"
          list={props.list ?? caseList}
          columns={COLUMNS}
          label={props.label ?? 'Cases'}
          {...(props.emptyText ? { emptyText: props.emptyText } : {})}
        />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
