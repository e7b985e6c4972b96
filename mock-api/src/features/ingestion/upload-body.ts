/**
 * A file sent as the body (a custodian file, a 13-F filing, a price file: the contract's
 * endpoints with `rawBody`) as raw bytes, up to the configured limit: a larger one is refused
 * with 413 before anything is stored, saying the limit.
 */
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { ApiError } from '../../domain/api-error.ts';

export function uploadBody(limitBytes: number): (RequestHandler | ErrorRequestHandler)[] {
  const tooLarge: ErrorRequestHandler = (err: unknown, _req, _res, next) => {
    const type = (err as { type?: unknown } | null)?.type;
    next(
      type === 'entity.too.large'
        ? new ApiError(
            'payload_too_large',
            `The file is larger than the upload limit of ${limitBytes.toLocaleString('en-US')} bytes`,
          )
        : err,
    );
  };
  return [express.raw({ type: () => true, limit: limitBytes }), tooLarge];
}
