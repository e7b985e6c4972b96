/**
 * Errors on our interaction pages, answered as a page a person can act on. The usual one is
 * an expired or replayed sign-in (the interaction cookie is gone): start again from the app.
 */
import type { ErrorRequestHandler } from 'express';
import { errors } from 'oidc-provider';
import type { Logger } from 'pino';
import { messagePage } from './pages.ts';
import { cspNonce } from './security-headers.ts';

function clientErrorStatus(err: unknown): number | undefined {
  if (err instanceof errors.OIDCProviderError) return err.statusCode;
  // body-parser errors (too large, malformed) carry a 4xx status and expose=true.
  const status = (err as { status?: unknown; expose?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export function interactionErrors(options: {
  logger: Logger;
  backTo: string | undefined;
}): ErrorRequestHandler {
  return (err: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const status = clientErrorStatus(err);
    if (status === undefined) {
      options.logger.error({ err }, 'interaction failed');
    } else {
      options.logger.info({ status, error: (err as Error).message }, 'interaction refused');
    }
    const expired = err instanceof errors.SessionNotFound;
    res
      .status(status ?? 500)
      .set('cache-control', 'no-store')
      .type('html')
      .send(
        messagePage({
          title: expired ? 'Sign-in expired' : 'Sign-in problem',
          message: expired
            ? 'This sign-in page has expired or was already used. Go back and sign in again.'
            : status === undefined
              ? 'Something went wrong. Please try again in a few minutes.'
              : 'This sign-in request could not be processed. Go back and sign in again.',
          nonce: cspNonce(res),
          backTo: options.backTo,
        }),
      );
  };
}
