/**
 * The one JSON error middleware, registered last, that answers `{ error: { code, message,
 * details?, requestId } }` for every failure (the error type is domain/api-error.ts).
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ErrorResponse } from '@backoffice/core/api';
import { isMalformedPath, MALFORMED_ADDRESS_MESSAGE } from '@backoffice/core/server';
import { ApiError } from '../domain/api-error.ts';

function fromBodyParser(err: unknown): ApiError | undefined {
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large')
    return new ApiError('payload_too_large', 'The request body is too large');
  if (type === 'entity.parse.failed') {
    return new ApiError('invalid_request', 'The request body is not valid JSON', [
      { location: 'body', field: '', message: 'not valid JSON' },
    ]);
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new ApiError('invalid_request', 'The request body encoding is not supported');
  }
  return undefined;
}

export function sendError(res: Parameters<RequestHandler>[1], error: ApiError): void {
  const body: ErrorResponse = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
      requestId: String(res.locals.requestId ?? ''),
    },
  };
  if (error.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(error.status).json(body);
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const known = err instanceof ApiError ? err : fromBodyParser(err);
    if (!known) logger.error({ err, requestId: res.locals.requestId }, 'request failed');
    sendError(
      res,
      known ?? new ApiError('internal', 'Something went wrong on our side. Please try again.'),
    );
  };
}

/** Any path under the API that no endpoint serves. */
export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(
    new ApiError('not_found', `No endpoint ${req.method} ${req.originalUrl.split('?')[0] ?? ''}`),
  );
};

/**
 * An address that does not percent-decode: 400 before routing, where the router's URIError
 * would otherwise become a 500 and a stack in the logs (the request line still logs it).
 */
export const refuseMalformedAddress: RequestHandler = (req, _res, next) => {
  next(
    isMalformedPath(req.path)
      ? new ApiError('invalid_request', MALFORMED_ADDRESS_MESSAGE, [
          { location: 'params', field: '', message: 'malformed percent-encoding' },
        ])
      : undefined,
  );
};
