import type { Request } from 'express';

/** True for calls made by scripts (fetch, axios), false for a browser opening a page. */
export function wantsJson(req: Request): boolean {
  return req.accepts(['html', 'json']) !== 'html' || req.xhr;
}
