/**
 * The one CRUD helper. A resource says where its rows live, how its list is searched, which
 * rows a client-scoped user may see, and (for writable ones) how a body becomes a row; the
 * helper supplies list, get, create, update and delete handlers that behave the same
 * everywhere: unseen rows are 404, writes outside the caller's clients 403, and nothing is
 * stored until the whole change has been checked.
 */
import type { ListResponse } from '@backoffice/core/api';
import { ApiError, notFound } from '../http/errors.ts';
import { listRows, type ListParams, type ListRules } from '../http/list.ts';
import type { ClientScope } from '../http/scope.ts';
import { Collection, type Table } from '../store/collection.ts';
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

export function resource<Row extends { id: string }>(def: ResourceDef<Row>) {
  const view = (row: Row, ctx: Ctx) => (def.view ? def.view(row, ctx.store, ctx.scope) : row);
  const visible = (row: Row, ctx: Ctx) => !def.visible || def.visible(row, ctx.scope, ctx.store);
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
      const rows = def.source(ctx.store).all();
      const shown = def.view ? rows.map((r) => view(r, ctx)) : rows;
      const rules = typeof def.list === 'function' ? def.list(ctx.store) : def.list;
      return listRows(shown, ctx.query, rules, def.visible ? (r) => visible(r, ctx) : undefined);
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
