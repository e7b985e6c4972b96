/**
 * Refuses an address that does not percent-decode with 400 before anything else reads it: the
 * page guard, the session and the proxy would otherwise each fail on it in their own way.
 */
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { isMalformedPath, MALFORMED_ADDRESS_MESSAGE } from '@backoffice/core/server';
import { answerFailure } from './errors.ts';

export function refuseMalformedAddress(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (!isMalformedPath(req.path)) {
      next();
      return;
    }
    // The caller's mistake, not ours: a warning with the request, no stack.
    logger.warn(
      { requestId: res.locals.requestId, req: { method: req.method, path: req.path } },
      'malformed address refused',
    );
    answerFailure(req, res, 400, MALFORMED_ADDRESS_MESSAGE);
  };
}
