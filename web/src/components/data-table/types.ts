/**
 * The DataTable's public types. A screen declares typed columns and filters over one list
 * endpoint of the contract; the table does paging, sorting, searching and filtering on the
 * server through the list convention, with its state in the URL.
 */
import type { ApiParams, ApiQuery, Endpoints } from '@backoffice/core/api';
import type { ComponentType, ReactNode } from 'react';
import type { ListEndpointId, RowOf } from '../../lib/api/list-endpoints.ts';
import type { LookupSource } from './lookup-source.ts';

export type { ListEndpointId, RowOf };

export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'enum' | 'boolean';

export interface TableColumn<Row> {
  /** The row's field: the column's id, its sort key (`field:asc`) and its CSV value. */
  field: keyof Row & string;
  /** The column's id when two columns show one field (`deadlines` twice); `field` when absent. */
  id?: string;
  header: string;
  /** How the value is shown and aligned; `text` when absent. */
  kind?: ColumnKind;
  /** Whether the server sorts on it; the contract's `sortable` list decides when absent. */
  sortable?: boolean;
  /** Display text of the cell (also what the CSV export writes). */
  format?: (row: Row) => string;
  /** A custom cell, e.g. a link or a badge; plain text from `format` when absent. */
  cell?: ComponentType<{ row: Row }>;
  /** For `enum` columns: how a value reads (`lead_plaintiff` → `Lead plaintiff`). */
  enumLabel?: (value: string) => string;
  width?: number;
  minWidth?: number;
  flex?: number;
  /** Left out below 640 px wide, so a phone shows the columns that matter. */
  hideOnPhone?: boolean;
  /**
   * Shown only below 640 px wide: one column that sums up what the hidden ones say (side,
   * ticker and quantity of a trade). Not exported: the CSV has the full columns.
   */
  phoneOnly?: boolean;
  /** Long text wraps onto more lines (the row grows) instead of being cut off. */
  wrap?: boolean;
  /** Left out until the user shows it in the column chooser: a column few need. */
  hiddenByDefault?: boolean;
}

interface FilterBase {
  /** The list query parameter it sets (`status`, `court`, `dog`, …). */
  param: string;
  label: string;
}

export type TableFilter =
  | (FilterBase & { kind: 'text' })
  | (FilterBase & { kind: 'number' })
  | (FilterBase & { kind: 'enum'; options: readonly { value: string; label: string }[] })
  | (FilterBase & { kind: 'boolean'; trueLabel?: string; falseLabel?: string })
  /** A record chosen by searching another list (a client, an account, a security): its id. */
  | (FilterBase & { kind: 'lookup'; source: LookupSource })
  /** The list's main-date range: `from` and `to` (the param is ignored). */
  | { kind: 'dateRange'; param?: undefined; label: string };

/** The list's query without paging and sorting: what a summary of the whole view is over. */
export type ViewQuery = Readonly<Record<string, string | number>>;

/**
 * The contract's definition of a list (`caseList`): its query schema says which values the
 * server takes. A screen hands in its own rather than the table looking it up in the endpoint
 * table, so a screen's code carries only its lists' schemas; the type makes it the one
 * `endpoint` is declared with.
 */
export interface ListContract<K extends ListEndpointId> {
  query: Endpoints[K] extends { query: infer Q } ? Q : never;
}

/**
 * The contract, or its load for a screen that shows before zod has come (the Case List, the
 * first screen): the table asks for its rows without it while the URL has no sort or filter to
 * check, waits for it when the URL has, and loads it anyway once the page is idle.
 */
export type ListContractSource<K extends ListEndpointId> =
  ListContract<K> | (() => Promise<ListContract<K>>);

export interface DataTableProps<K extends ListEndpointId> {
  endpoint: K;
  list: ListContractSource<K>;
  /** For lists under one resource (`/dockets/{id}/entries`). */
  params?: ApiParams<K>;
  columns: readonly TableColumn<RowOf<K>>[];
  filters?: readonly TableFilter[];
  /** Query values the screen fixes (e.g. `{ clientId }` on a client's tab); not in the URL. */
  fixedQuery?: ApiQuery<K>;
  /** Filter values that apply while the URL says nothing (DOG Cases: `{ dog: 'true' }`). */
  defaultFilters?: Readonly<Record<string, string>>;
  /** Where a row leads: click, Enter or Space on the focused row opens it. */
  rowHref?: (row: RowOf<K>) => string;
  /** The table's accessible name, also the CSV file's base name. */
  label: string;
  /** Prefix of the URL parameters, when one page shows two tables (`entries.page`). */
  urlPrefix?: string;
  /** Extra controls beside the search box (e.g. a "Create" button). */
  actions?: ReactNode;
  /** Text of the empty state. */
  emptyText?: string;
  /** A line over the rows about the whole view (e.g. its totals), from the view's query. */
  summary?: (query: ViewQuery) => ReactNode;
}
