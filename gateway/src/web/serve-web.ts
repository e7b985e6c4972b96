/**
 * Serves the built web app: hashed assets cached for good, index.html never cached, so a new
 * release is picked up on the next page load. The build writes brotli and gzip copies beside
 * each text file; the one the browser accepts is sent (brotli first), never compressed here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { ASSET_BASE_PATH } from '@backoffice/core';

export interface WebApp {
  assets: Router;
  index: RequestHandler;
}

/** Brotli or gzip, when the browser accepts it (and not with q=0); null for neither. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';', 1)[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const EXTENSION = { br: '.br', gzip: '.gz' } as const;

/** index.html, or its precompressed copy: checked per request, as a rebuild may replace it. */
function indexVariant(indexFile: string, res: Response, header: string | undefined): string {
  res.vary('Accept-Encoding');
  const encoding = acceptedEncoding(header);
  if (encoding === null || !existsSync(indexFile + EXTENSION[encoding])) return indexFile;
  res.setHeader('content-encoding', encoding);
  res.type('html');
  return indexFile + EXTENSION[encoding];
}

export function serveWeb(distDir: string): WebApp {
  const indexFile = path.join(distDir, 'index.html');
  const assets = express.Router();
  assets.use(
    ASSET_BASE_PATH,
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '365d', index: false, fallthrough: false },
    }) as RequestHandler,
  );
  const index: RequestHandler = (req, res, next) => {
    res.setHeader('cache-control', 'no-cache');
    const file = indexVariant(indexFile, res, req.get('accept-encoding'));
    res.sendFile(file, (err?: NodeJS.ErrnoException) => {
      if (!err || res.headersSent) return;
      res.removeHeader('content-encoding');
      next(
        err.code === 'ENOENT'
          ? new Error(`The web app is not built: ${indexFile} is missing (run npm run build)`)
          : err,
      );
    });
  };
  return { assets, index };
}
