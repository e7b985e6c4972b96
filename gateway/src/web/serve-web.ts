/**
 * Serves the built web app: hashed assets cached for good, index.html never cached, so a new
 * release is picked up on the next page load.
 */
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { ASSET_BASE_PATH } from '@backoffice/core';

export interface WebApp {
  assets: Router;
  index: RequestHandler;
}

export function serveWeb(distDir: string): WebApp {
  const indexFile = path.join(distDir, 'index.html');
  const assets = express.Router();
  assets.use(
    ASSET_BASE_PATH,
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  const index: RequestHandler = (_req, res, next) => {
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(indexFile, (err?: NodeJS.ErrnoException) => {
      if (!err || res.headersSent) return;
      next(
        err.code === 'ENOENT'
          ? new Error(`The web app is not built: ${indexFile} is missing (run npm run build)`)
          : err,
      );
    });
  };
  return { assets, index };
}
