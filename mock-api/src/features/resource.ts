/**
 * The one CRUD helper. A resource says where its rows live, how its list is searched, which
 * rows a client-scoped user may see, and (for writable ones) how a body becomes a row; the
 * helper supplies list, get, create, update and delete handlers that behave the same
 * everywhere: unseen rows are 404, writes outside the caller's clients 403, and nothing is
 * stored until the whole change has been checked.
 */
import type { ListResponse } from '@backoffice/core/api';
import { ApiError, notFound } from '../domain/api-error.ts';
import { forEachMatch, listTable } from '../query/indexed-list.ts';
import { sumMatches, sumRows, type Groups } from '../query/indexed-sums.ts';
import {
  fieldOf,
  listRows,
  matchRows,
  type ColumnFilter,
  type ListParams,
  type ListRules,
  type MatchParams,
} from '../query/list.ts';
import type { ClientScope } from '../domain/client-scope.ts';
import { Collection, Table } from '../store/collection.ts';
import type { Store } from '../store/store.ts';
import type { SessionUser } from '@backoffice/core';

/** What every handler of a resource may use from the call. */
export interface Ctx {
  store: Store;
  scope: ClientScope;
  user: SessionUser;
  now: Date;
}
export type IdCall = Ctx & { params: { id: string } };
export type BodyCall<B> = Ctx & { body: B };
export type PatchCall<B> = IdCall & { body: B };

export interface ResourceDef<Row extends { id: string }> {
  /** For messages: "No case 'CA-0999'". */
  what: string;
  source(store: Store): Collection<Row> | Table<Row>;
  /** How lists search and filter; a function when a filter depends on other data. */
  list: ListRules<Row> | ((store: Store) => ListRules<Row>);
  /**
   * What the caller is shown of a row: joins done at read time (e.g. the current caption of a
   * docket's case), and for a client-scoped caller, other clients' references left out.
   */
  view?(row: Row, store: Store, scope: ClientScope): Row;
  visible?(row: Row, scope: ClientScope, store: Store): boolean;
  /**
   * The column naming a row's client, for rows a client-scoped user sees by that alone: the
   * same rule as `visible: byClient`, in a form the indexed engine answers from its indexes.
   */
  scopeColumn?: keyof Row & string;
}

export const byClient = (row: { clientId: string }, scope: ClientScope) => scope.sees(row.clientId);

/** Audit stamps for a new row, and for a changed one. */
export const created = (ctx: Ctx) => ({
  createdAt: ctx.now.toISOString(),
  updatedAt: ctx.now.toISOString(),
});
export const changed = (ctx: Ctx) => ({ updatedAt: ctx.now.toISOString() });

const outsideScope = () =>
  new ApiError('forbidden', 'You may only change records of your own clients (client_NAMES)');

/** A scoped caller's rows as a test on the client column; none for an unrestricted one. */
function scopeFilter(column: string | undefined, scope: ClientScope): ColumnFilter | undefined {
  if (column === undefined || !scope.restricted) return undefined;
  return { column, accepts: (value) => typeof value === 'string' && scope.sees(value) };
}

export function resource<Row extends { id: string }>(def: ResourceDef<Row>) {
  const view = (row: Row, ctx: Ctx) => (def.view ? def.view(row, ctx.store, ctx.scope) : row);
  const visible = (row: Row, ctx: Ctx) =>
    (!def.visible || def.visible(row, ctx.scope, ctx.store)) &&
    (!def.scopeColumn || ctx.scope.sees(String(fieldOf(row, def.scopeColumn))));
  const filtered = def.visible !== undefined || def.scopeColumn !== undefined;
  const rulesOf = (store: Store) => (typeof def.list === 'function' ? def.list(store) : def.list);
  /** The indexed engine serves tables whose rows are shown as stored and scoped by column. */
  const indexed = (store: Store): Table<Row> | null => {
    const source = def.source(store);
    return source instanceof Table && !def.view && !def.visible ? source : null;
  };
  const find = (ctx: IdCall): Row => {
    const row = def.source(ctx.store).get(ctx.params.id);
    if (!row || !visible(row, ctx)) throw notFound(def.what, ctx.params.id);
    return row;
  };
  const writable = (store: Store): Collection<Row> => {
    const source = def.source(store);
    if (source instanceof Collection) return source;
    throw new ApiError('internal', `${def.what} records are read-only`);
  };

  return {
    find,
    list: (ctx: Ctx & { query: ListParams }): ListResponse<Row> => {
      const rules = rulesOf(ctx.store);
      const table = indexed(ctx.store);
      if (table) return listTable(table, ctx.query, rules, scopeFilter(def.scopeColumn, ctx.scope));
      const rows = def.source(ctx.store).all();
      const shown = def.view ? rows.map((r) => view(r, ctx)) : rows;
      return listRows(shown, ctx.query, rules, filtered ? (r) => visible(r, ctx) : undefined);
    },
    /** Calls `visit` with every row the query selects (in no order), for sums over a list. */
    forEachMatch: (ctx: Ctx & { query: MatchParams }, visit: (row: Row) => void): void => {
      const rules = rulesOf(ctx.store);
      const table = indexed(ctx.store);
      if (table) {
        forEachMatch(table, ctx.query, rules, scopeFilter(def.scopeColumn, ctx.scope), visit);
        return;
      }
      const rows = def.source(ctx.store).all();
      const shown = def.view ? rows.map((r) => view(r, ctx)) : rows;
      const test = filtered ? (r: Row) => visible(r, ctx) : undefined;
      for (const i of matchRows(shown, ctx.query, rules, test)) visit(shown[i]!);
    },
    /** Counts and sums of number columns over the rows the query selects, by `by`'s value. */
    sumMatches(ctx: Ctx & { query: MatchParams }, by: string, fields: readonly string[]): Groups {
      const table = indexed(ctx.store);
      const rules = rulesOf(ctx.store);
      if (table) {
        const scope = scopeFilter(def.scopeColumn, ctx.scope);
        return sumMatches(table, ctx.query, rules, scope, by, fields);
      }
      const rows = def.source(ctx.store).all();
      const shown = def.view ? rows.map((r) => view(r, ctx)) : rows;
      const test = filtered ? (r: Row) => visible(r, ctx) : undefined;
      return sumRows(
        (visit) => {
          for (const i of matchRows(shown, ctx.query, rules, test)) visit(shown[i]!);
        },
        by,
        fields,
      );
    },
    get: (ctx: IdCall): Row => view(find(ctx), ctx),
    create:
      <B>(build: (body: B, ctx: BodyCall<B>, id: string) => Row) =>
      (ctx: BodyCall<B>): Row => {
        const row = build(ctx.body, ctx, writable(ctx.store).nextId());
        if (!visible(row, ctx)) throw outsideScope();
        return view(writable(ctx.store).put(row), ctx);
      },
    update:
      <B>(apply: (row: Row, patch: B, ctx: PatchCall<B>) => Row) =>
      (ctx: PatchCall<B>): Row => {
        const next = apply(find(ctx), ctx.body, ctx);
        if (!visible(next, ctx)) throw outsideScope();
        return view(writable(ctx.store).put(next), ctx);
      },
    remove:
      (check?: (row: Row, ctx: IdCall) => void) =>
      (ctx: IdCall): void => {
        const row = find(ctx);
        check?.(row, ctx);
        writable(ctx.store).delete(row.id);
      },
  };
}
