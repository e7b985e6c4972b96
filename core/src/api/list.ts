/**
 * The list convention every collection endpoint shares. A list takes `page`, `pageSize`,
 * `sort=field:asc|desc`, `q` (quick search over the listed columns), typed equality filters and
 * a `from`/`to` range on the resource's main date. It answers
 * `{ items, total, page, pageSize }`. All of it happens on the server.
 */
import { z } from 'zod';
import { DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from '../constants.ts';
import { isoDateSchema } from './primitives.ts';

export type SortDirection = 'asc' | 'desc';
export type SortParam<F extends string> = `${F}:${SortDirection}`;
export type PageSize = (typeof TABLE_PAGE_SIZES)[number];

/**
 * The parameters every list takes, as a caller sends them (all optional). A resource's own
 * filters come on top: `QueryOf<typeof endpoints.listTrades>` has them all.
 */
export interface ListQuery<S extends string = string> {
  page?: number;
  pageSize?: PageSize;
  sort?: SortParam<S>;
  q?: string;
  from?: string;
  to?: string;
}

/** How one resource is listed: the contract says which columns sort, search and filter. */
export interface ListSpec<
  Row,
  S extends keyof Row & string,
  F extends z.ZodRawShape = z.ZodRawShape,
> {
  sortable: readonly [S, ...S[]];
  defaultSort: SortParam<S>;
  /** Columns `q` searches (case-insensitive substring; every word must match some column). */
  searchable: readonly (keyof Row & string)[];
  /** The main date column, which `from`/`to` bound (inclusive; instants compare by their date). */
  dateField: keyof Row & string;
  /** Equality filters; a filter on an array column matches rows whose array contains the value. */
  filters: F;
}

const pageSizeSchema = z.coerce
  .number()
  .pipe(z.literal(TABLE_PAGE_SIZES, { error: `expected one of ${TABLE_PAGE_SIZES.join(', ')}` }));

/** Every `field:asc` and `field:desc` of the sortable fields, listed so the document shows them. */
function sortSchema<S extends string>(sortable: readonly [S, ...S[]]): z.ZodType<SortParam<S>> {
  const values = sortable.flatMap((f): SortParam<S>[] => [`${f}:asc`, `${f}:desc`]);
  return z.enum(values as [SortParam<S>, ...SortParam<S>[]]);
}

function listQueryShape<S extends string>(
  sortable: readonly [S, ...S[]],
  defaultSort: SortParam<S>,
) {
  return {
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: pageSizeSchema.default(DEFAULT_TABLE_PAGE_SIZE),
    sort: sortSchema(sortable).default(defaultSort),
    q: z.string().trim().max(200).optional(),
  };
}

const dateRangeShape = { from: isoDateSchema.optional(), to: isoDateSchema.optional() };

function rangeInOrder(query: object): boolean {
  const from = 'from' in query ? query.from : undefined;
  const to = 'to' in query ? query.to : undefined;
  return typeof from !== 'string' || typeof to !== 'string' || from <= to;
}

/** Builds the strict query schema of a list: unknown parameters are refused, not ignored. */
export function listQuerySchema<Row, S extends keyof Row & string, F extends z.ZodRawShape>(
  spec: ListSpec<Row, S, F>,
) {
  return z
    .strictObject({
      ...listQueryShape(spec.sortable, spec.defaultSort),
      ...dateRangeShape,
      ...spec.filters,
    })
    .refine(rangeInOrder, { path: ['to'], message: 'must not be before from' });
}

/**
 * The query of a summary over what a list matches (e.g. the totals of the listed trades): the
 * list's filters, `q` and `from`/`to`, without paging or sorting. Strict like the list's own.
 */
export function totalsQuerySchema<Row, S extends keyof Row & string, F extends z.ZodRawShape>(
  spec: ListSpec<Row, S, F>,
) {
  return z
    .strictObject({
      q: listQueryShape(spec.sortable, spec.defaultSort).q,
      ...dateRangeShape,
      ...spec.filters,
    })
    .refine(rangeInOrder, { path: ['to'], message: 'must not be before from' });
}

/** A list's spec with its query schema, as the endpoint table and the server both use it. */
export type ListDef<Row, S extends keyof Row & string, F extends z.ZodRawShape> = ListSpec<
  Row,
  S,
  F
> & { query: ReturnType<typeof listQuerySchema<Row, S, F>> };

/** Declares how a resource is listed; the row schema only pins the column names' type. */
export function defineList<
  R extends z.ZodType,
  S extends keyof z.output<R> & string,
  F extends z.ZodRawShape,
>(_row: R, spec: ListSpec<z.output<R>, S, F>): ListDef<z.output<R>, S, F> {
  return { ...spec, query: listQuerySchema(spec) };
}

export interface ListResponse<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
