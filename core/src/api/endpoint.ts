/**
 * What one endpoint of the contract is: method, path, the schemas of its params, query, body and
 * response, and who may call it. The table in `endpoints/` is made of these; the mock API
 * registers its routes from it, the OpenAPI document is generated from it, and the web types its
 * calls with the helpers at the bottom.
 */
import type { z } from 'zod';
import { API_BASE_PATH } from '../constants.ts';
import { isAdmin, type SessionUser } from '../session-user.ts';
import type { Privilege } from './primitives.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Privileges gate methods: reading needs READ, creating CREATE, changing UPDATE, removing DELETE. */
export const PRIVILEGE_FOR_METHOD: Readonly<Record<HttpMethod, Privilege>> = {
  GET: 'READ',
  POST: 'CREATE',
  PUT: 'UPDATE',
  PATCH: 'UPDATE',
  DELETE: 'DELETE',
};

/**
 * - `public`: no token (sign-in itself)
 * - `signed-in`: any valid token (the probe, the contract document)
 * - `privilege` (default): the method's privilege
 * - `admin`: the method's privilege and ROLE_ADMIN
 */
export type AccessLevel = 'public' | 'signed-in' | 'privilege' | 'admin';

export interface EndpointAccess {
  authenticated: boolean;
  /** The privilege the caller needs; null when any signed-in user may call. */
  privilege: Privilege | null;
  admin: boolean;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 500;

export interface EndpointInput {
  method: HttpMethod;
  /** Below the API base path, with `{name}` parameters: `/cases/{id}`. */
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent for 204 answers and for files. */
  response?: z.ZodType;
  /**
   * The answer is a file of one of these media types instead of JSON (a help video, its
   * captions). Range requests are honoured, with 206 answers, as media players need.
   */
  file?: readonly [string, ...string[]];
  /**
   * The body is a file's raw bytes (not JSON), of one of these media types, up to the upload
   * limit (the server's own, stated in its OpenAPI document).
   */
  rawBody?: readonly [string, ...string[]];
  status?: 200 | 201 | 202 | 204;
  accessLevel?: AccessLevel;
  /** Business errors this endpoint may answer beyond the ones its shape implies. */
  errors?: readonly ErrorStatus[];
}

export type Endpoint<E extends EndpointInput = EndpointInput> = E & {
  status: 200 | 201 | 202 | 204;
  access: EndpointAccess;
};

export function accessFor(method: HttpMethod, level: AccessLevel): EndpointAccess {
  if (level === 'public') return { authenticated: false, privilege: null, admin: false };
  if (level === 'signed-in') return { authenticated: true, privilege: null, admin: false };
  return { authenticated: true, privilege: PRIVILEGE_FOR_METHOD[method], admin: level === 'admin' };
}

export function endpoint<const E extends EndpointInput>(input: E): Endpoint<E> {
  return {
    ...input,
    status: input.status ?? (input.response || input.file ? 200 : 204),
    access: accessFor(input.method, input.accessLevel ?? 'privilege'),
  };
}

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** The server enforces this; the web uses it only to hide what the user cannot do. */
export function decideApiAccess(
  access: EndpointAccess,
  user: Pick<SessionUser, 'roles' | 'privileges'> | null,
): AccessDecision {
  if (!access.authenticated) return 'allow';
  if (!user) return 'unauthenticated';
  if (access.admin && !isAdmin(user)) return 'forbidden';
  if (access.privilege && !user.privileges.includes(access.privilege)) return 'forbidden';
  return 'allow';
}

export function canCall(
  user: Pick<SessionUser, 'roles' | 'privileges'> | null,
  target: { access: EndpointAccess },
): boolean {
  return decideApiAccess(target.access, user) === 'allow';
}

/**
 * Who may make a call, in words for the person who may not: the reason beside an action the web
 * shows disabled. The same flags decide it as decide the server's answer.
 */
export function accessNeeds(access: EndpointAccess): string {
  if (!access.authenticated) return 'Anyone may do this.';
  if (!access.privilege) return access.admin ? 'For administrators only.' : 'Sign in first.';
  return access.admin
    ? `For administrators with the ${access.privilege} privilege only.`
    : `Needs the ${access.privilege} privilege.`;
}

/** Path parameters of an endpoint, e.g. `{ id: string }`. */
export type ParamsOf<E> = E extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : Record<string, never>;
/** Query parameters as the web sends them: every one optional (the server fills defaults). */
export type QueryOf<E> = E extends { query: infer Q extends z.ZodType }
  ? Partial<z.output<Q>>
  : Record<string, never>;
export type BodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type ResponseOf<E> = E extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : undefined;

/** `/api/v1/cases/CA-0001`: the path with its parameters filled in and encoded. */
export function apiPath(target: { path: string }, params: Readonly<Record<string, string>> = {}) {
  const filled = target.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${target.path}`);
    return encodeURIComponent(value);
  });
  return `${API_BASE_PATH}${filled === '/' ? '/' : filled}`;
}

/** The path plus a query string of the defined values (booleans as `true`/`false`). */
export function apiUrl(
  target: { path: string },
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | number | boolean | undefined>> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${apiPath(target, params)}?${qs}` : apiPath(target, params);
}
