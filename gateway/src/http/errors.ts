/**
 * The one JSON error shape every gateway answer uses, `{ error: { code, message, requestId } }`,
 * with codes from the contract's catalogue only: the web reads the gateway's refusals and the
 * API's in one vocabulary.
 */
import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';
import { GATEWAY_PATHS, LOGIN_PATH } from '@backoffice/core';
import { ERROR_STATUS, type ErrorCode, type ErrorResponse } from '@backoffice/core/api';

/** Answers with the code's status from the catalogue; a code outside it does not compile. */
export function sendError(res: Response, code: ErrorCode, message: string): void {
  const body: ErrorResponse = {
    error: { code, message, requestId: String(res.locals.requestId ?? '') },
  };
  res.status(ERROR_STATUS[code]).type('application/json').json(body);
}

function statusOf(err: unknown): number {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The catalogue's code for a status an Express middleware failed with (a bad body, say). */
function codeOf(status: number): ErrorCode {
  const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
  return (
    codes.find((code) => ERROR_STATUS[code] === status) ??
    (status >= 500 ? 'internal' : 'invalid_request')
  );
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

/**
 * Registered last. Pages get a plain message; everything else gets the JSON shape, with the
 * catalogue's code for the failure's status (e.g. a body parser's 413 is `payload_too_large`).
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const status = statusOf(err);
    if (status >= 500) logger.error({ err, requestId: res.locals.requestId }, 'request failed');
    const message =
      status < 500 ? (err as Error).message : 'Something went wrong on our side. Please try again.';
    answerFailure(req, res, status, message);
  };
}

/** A page gets the message as plain text; anything else the JSON shape with the status's code. */
export function answerFailure(req: Request, res: Response, status: number, message: string): void {
  if (req.accepts(['json', 'html']) === 'html' && req.method === 'GET') {
    res.status(status).type('text/plain').send(`${message} (request ${res.locals.requestId})`);
    return;
  }
  sendError(res, codeOf(status), message);
}
