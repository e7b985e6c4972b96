/**
 * Mounts every endpoint of the contract's table. Each call goes through the same steps, in
 * this order: the bearer token (401), the privilege or admin role (403), params, query and
 * body (400), the handler (404, 409, 422...), the response checked against its schema (a file
 * is sent as it is), and the data file written if anything changed. For a call that may write,
 * the last three are one transaction: if any fails, nothing of the call is kept. A create with
 * an Idempotency-Key sent again gets its first answer (see idempotency.ts).
 */
import { Router, type Request } from 'express';
import { decideApiAccess, endpoints, type Endpoint, type EndpointId } from '@backoffice/core/api';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { Store } from '../store/store.ts';
import type { Writer } from '../store/transaction.ts';
import { recordWrite } from './audit.ts';
import { ApiError } from '../domain/api-error.ts';
import { IdempotentCreates } from './idempotency.ts';
import { ANONYMOUS, type Call, type FileAnswer, type Handlers } from '../features/handler.ts';
import { clientScope } from '../domain/client-scope.ts';
import { sendFileAnswer } from './send-file.ts';
import { parseInput } from './validate.ts';
import { IDEMPOTENCY_KEY_HEADER, type SessionUser } from '@backoffice/core';

export interface RouterDeps {
  store: Store;
  handlers: Handlers;
  logger: Logger;
  authenticate(req: Request): Promise<SessionUser>;
  /** Runs a call that may change data as one transaction. */
  write: Writer;
  /**
   * Read inside each write, after its handler: what to do once the write is committed (start
   * the loss runs it made stale), or null for nothing. Never called for a write that fails.
   */
  afterCommit?: (store: Store) => (() => void) | null;
}

const NO_QUERY = z.strictObject({});

/** A call before the compiler knows which endpoint it is for. */
type AnyCall = Omit<Call<Endpoint>, 'params' | 'query' | 'body'> & {
  params: unknown;
  query: unknown;
  body: unknown;
};

function toExpressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function refusal(e: Endpoint): ApiError {
  const needs = e.access.admin
    ? 'administrators (ROLE_ADMIN)'
    : `users with the ${e.access.privilege ?? ''} privilege`;
  return new ApiError('forbidden', `This call is only for ${needs}`);
}

/** The handler's answer as the contract describes it; undefined for a 204. */
function checked(id: EndpointId, e: Endpoint, result: unknown, logger: Logger): unknown {
  if (!e.response) return undefined;
  const parsed = e.response.safeParse(result);
  if (parsed.success) return parsed.data;
  logger.error(
    { endpoint: id, issues: parsed.error.issues.slice(0, 5) },
    'response breaks the contract',
  );
  throw new ApiError('internal', 'The server produced an invalid response');
}

export function endpointRouter(deps: RouterDeps): Router {
  const router = Router();
  const creates = new IdempotentCreates();
  for (const [id, e] of Object.entries(endpoints) as [EndpointId, Endpoint][]) {
    // The table and the handlers are matched by id and checked by the compiler (see Handlers);
    // here, at the untyped HTTP edge, every handler is called the same way.
    const handle = deps.handlers[id] as (call: AnyCall) => unknown;
    const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](toExpressPath(e.path), async (req, res) => {
      const user = e.access.authenticated ? await deps.authenticate(req) : ANONYMOUS;
      if (decideApiAccess(e.access, user) !== 'allow') throw refusal(e);
      const call: AnyCall = {
        params: e.params ? parseInput(e.params, req.params, 'params') : undefined,
        query: parseInput(e.query ?? NO_QUERY, req.query, 'query'),
        body: e.body ? parseInput(e.body, req.body, 'body') : undefined,
        user,
        scope: clientScope(user, deps.store.clients),
        store: deps.store,
        now: new Date(),
        address: req.ip ?? '',
        header: (name) => req.get(name),
        setHeader: (name, value) => res.setHeader(name, value),
      };
      if (e.file) {
        await sendFileAnswer(res, (await handle(call)) as FileAnswer);
        return;
      }
      const answer = async () => checked(id, e, await handle(call), deps.logger);
      /** A write's answer, with its audit entry in the same transaction (see audit.ts). */
      let committed: (() => void) | null = null;
      const audited = async () => {
        const result = await answer();
        committed = deps.afterCommit?.(deps.store) ?? null;
        recordWrite(deps.store, {
          operation: id,
          user,
          requestId: String(res.locals.requestId),
          params: call.params,
          now: call.now,
        });
        return result;
      };
      const run = () =>
        e.method === 'GET'
          ? answer()
          : e.method === 'POST'
            ? creates.run(
                user.userId,
                req.get(IDEMPOTENCY_KEY_HEADER),
                { method: e.method, path: req.path, body: call.body },
                () => deps.write(audited),
              )
            : deps.write(audited);
      let body: unknown;
      try {
        body = await run();
      } catch (err) {
        const keep = err instanceof ApiError && e.method !== 'GET' ? err.keep : undefined;
        if (keep)
          await deps.write(() => {
            keep(deps.store);
            return Promise.resolve();
          });
        throw err;
      }
      (committed as (() => void) | null)?.();
      if (body === undefined) res.status(e.status).end();
      else res.status(e.status).json(body);
    });
  }
  return router;
}
