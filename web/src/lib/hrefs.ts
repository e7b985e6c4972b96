/**
 * Links are built from the shared route table, never written out: a route's href is its
 * pattern with the given parameters filled in and absent optional segments dropped. The
 * parameters are typed from the pattern, so `hrefOf('case', { caseId })` is checked.
 */
import {
  GATEWAY_PATHS,
  LOGIN_PATH,
  routeById,
  safeReturnPath,
  type RouteDef,
  type RouteId,
  type TableRoute,
} from '@backoffice/core';
import { generatePath, useParams } from 'react-router-dom';

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? Segments<Head> | Segments<Rest>
  : P;
type Required_<P extends string> =
  Segments<P> extends infer S
    ? S extends `:${string}?`
      ? never
      : S extends `:${infer N}`
        ? N
        : never
    : never;
type Optional_<P extends string> =
  Segments<P> extends infer S ? (S extends `:${infer N}?` ? N : never) : never;

/** `{ caseId: string; subPage?: string }` for `/cases/case/:caseId/:subPage?`. */
export type PathParams<P extends string> = { [K in Required_<P>]: string } & {
  [K in Optional_<P>]?: string | undefined;
};

export type RoutePath<Id extends RouteId> = Extract<TableRoute, { id: Id }>['path'];
export type RouteParams<Id extends RouteId> = PathParams<RoutePath<Id>>;
export type RouteParamName<Id extends RouteId> =
  Required_<RoutePath<Id>> | Optional_<RoutePath<Id>>;

/** Routes that need no parameter: menus and plain links name these. */
export type ParamlessRouteId = {
  [Id in RouteId]: [Required_<RoutePath<Id>>] extends [never] ? Id : never;
}[RouteId];

type HrefArgs<Id extends RouteId> = [Required_<RoutePath<Id>>] extends [never]
  ? [params?: RouteParams<Id>, search?: Record<string, string>]
  : [params: RouteParams<Id>, search?: Record<string, string>];

/** The route's path with its parameters (and an optional query string). */
export function hrefOf<Id extends RouteId>(id: Id, ...[params, search]: HrefArgs<Id>): string {
  const path = generatePath(routeById(id).path, (params ?? {}) as Record<string, string>);
  const qs = search ? new URLSearchParams(search).toString() : '';
  return qs ? `${path}?${qs}` : path;
}

/** Routes whose path takes parameters. */
export type ParamRouteId = Exclude<RouteId, ParamlessRouteId>;
type ParamsById = {
  [Id in ParamRouteId]: { [Name in RouteParamName<Id>]?: string };
};

/** The current route's parameters, typed by (and limited to) the route the screen serves. */
export function useRouteParams<Id extends ParamRouteId>(id: Id): ParamsById[Id] {
  const all = useParams();
  const route: RouteDef = routeById<RouteId>(id);
  const pattern = route.path;
  const names = Array.from(pattern.matchAll(/:(\w+)/g), (m) => m[1] ?? '');
  const params: Partial<Record<string, string>> = Object.fromEntries(
    names.map((name) => [name, all[name]]),
  );
  return params;
}

/** The gateway's sign-in, which sends the browser to the identity provider and back. */
export function signInHref(returnTo: unknown): string {
  return `${GATEWAY_PATHS.signIn}?returnTo=${encodeURIComponent(safeReturnPath(returnTo))}`;
}

/** Our own login page, remembering where the user was. */
export function loginPageHref(returnTo: unknown): string {
  const target = safeReturnPath(returnTo);
  return target === '/' ? LOGIN_PATH : `${LOGIN_PATH}?returnTo=${encodeURIComponent(target)}`;
}

export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
