/**
 * The upload's body as raw bytes, up to the configured limit: a larger one is refused with 413
 * before anything is stored, saying the limit.
 */
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { ApiError } from '../../domain/api-error.ts';

export const UPLOAD_PATH = '/ingestion/uploads';
/** A security's price file, also a raw body (Express's path syntax). */
export const PRICE_IMPORT_PATH = '/securities/:id/prices/imports';

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
