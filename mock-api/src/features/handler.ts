/**
 * The typed meeting point of the endpoint table and the features: every endpoint of the
 * contract has exactly one handler, receiving its parsed params, query and body and returning
 * its response body. A missing or mistyped handler is a compile error.
 */
import type { z } from 'zod';
import type { SessionUser } from '@backoffice/core';
import type { EndpointId, Endpoints } from '@backoffice/core/api';
import type { Store } from '../store/store.ts';
import type { ClientScope } from '../domain/client-scope.ts';

type Parsed<E, K extends string> =
  E extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export interface Call<E> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  /** The caller; for public endpoints, an anonymous user without roles or privileges. */
  user: SessionUser;
  scope: ClientScope;
  store: Store;
  now: Date;
  /** The caller's network address (what sign-ins are throttled by, beside the account). */
  address: string;
  header(name: string): string | undefined;
  setHeader(name: string, value: string): void;
}

/**
 * The file to answer with, for endpoints whose answer is a file (`file` in the table): one on
 * disk, or bytes kept in the store (a claim's document), sent as they are and never cached.
 */
export type FileAnswer = {
  /** One of the endpoint's media types. */
  type: string;
} & ({ path: string } | { bytes: Uint8Array });

/** Returns the response body, the file to send, or nothing for a 204. */
export type Handler<E> = E extends { file: readonly string[] }
  ? (call: Call<E>) => FileAnswer | Promise<FileAnswer>
  : E extends { response: infer R extends z.ZodType }
    ? (call: Call<E>) => z.output<R> | Promise<z.output<R>>
    : (call: Call<E>) => void | Promise<void>;

export type Handlers = { [K in EndpointId]: Handler<Endpoints[K]> };
export type HandlersOf<K extends EndpointId> = { [P in K]: Handler<Endpoints[P]> };

export const ANONYMOUS: SessionUser = {
  userId: 'anonymous',
  username: 'anonymous',
  displayName: 'Anonymous',
  roles: [],
  privileges: [],
  clientNames: [],
  isAdmin: false,
};
