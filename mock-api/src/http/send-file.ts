/**
 * Answers a call with a file (endpoints with `file` in the table). Express's sendFile streams
 * it with its length, type, ETag and Last-Modified, and honours Range requests (206, or 416
 * for a range outside the file): media players seek with them. Bytes from the store (a claim's
 * document) are sent whole and not cached.
 */
import type { Response } from 'express';
import { ApiError } from '../domain/api-error.ts';
import type { FileAnswer } from '../features/handler.ts';

/** Videos change only with a new release of the mock API; the browser may keep them a while. */
const CACHE_CONTROL = 'private, max-age=3600';

interface SendError {
  status?: number;
  headers?: Record<string, string>;
}

export function sendFileAnswer(res: Response, file: FileAnswer): Promise<void> {
  // The type is the server's word on the file: the browser is not to guess another.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if ('bytes' in file) {
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Length', String(file.bytes.byteLength));
    res.end(file.bytes);
    return Promise.resolve();
  }
  const onDisk = file;
  return new Promise((resolve, reject) => {
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.sendFile(onDisk.path, { dotfiles: 'deny' }, (err: (Error & SendError) | undefined) => {
      // No error, or the player hung up mid-file (it does when it seeks): nothing to answer.
      if (!err || res.headersSent) {
        resolve();
        return;
      }
      if (err.status === 416) {
        for (const [name, value] of Object.entries(err.headers ?? {})) res.setHeader(name, value);
        res.removeHeader('Content-Type');
        res.status(416).end();
        resolve();
        return;
      }
      reject(err.status === 404 ? new ApiError('not_found', 'The file is missing') : err);
    });
  });
}
