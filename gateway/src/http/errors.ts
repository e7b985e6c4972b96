/**
 * One error type with a code and an HTTP status, and the one JSON error shape every gateway
 * answer uses: `{ error: { code, message, requestId } }`.
 */
import type { ErrorRequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { GATEWAY_PATHS, LOGIN_PATH } from '@backoffice/core';

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function sendError(res: Response, status: number, code: string, message: string): void {
  const requestId = String(res.locals.requestId ?? '');
  res.status(status).type('application/json').json({ error: { code, message, requestId } });
}

function statusOf(err: unknown): number {
  if (err instanceof HttpError) return err.status;
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * A failed or replayed sign-in answer at the callback (stale state, a bookmarked /implicit, the
 * back button) is no error for the user: send them to the sign-in page to start again.
 */
export function signInFailed(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (req.path !== GATEWAY_PATHS.callback || res.headersSent) {
      next(err);
      return;
    }
    logger.warn(
      { requestId: res.locals.requestId, reason: (err as Error).message },
      'sign-in callback refused',
    );
    res.redirect(302, LOGIN_PATH);
  };
}

/** Registered last. Pages get a plain message; everything else gets the JSON shape. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const status = statusOf(err);
    if (status >= 500) logger.error({ err, requestId: res.locals.requestId }, 'request failed');
    const code = err instanceof HttpError ? err.code : status >= 500 ? 'internal' : 'bad_request';
    const message =
      err instanceof HttpError || status < 500
        ? (err as Error).message
        : 'Something went wrong on our side. Please try again.';
    if (req.accepts(['json', 'html']) === 'html' && req.method === 'GET') {
      res.status(status).type('text/plain').send(`${message} (request ${res.locals.requestId})`);
      return;
    }
    sendError(res, status, code, message);
  };
}
