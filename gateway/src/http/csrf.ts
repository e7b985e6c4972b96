/**
 * Cross-site request protection for state-changing calls: the request must come from our own
 * origin (Origin, or Referer when a browser omits Origin) and carry the custom header that only
 * our own scripts send. A cross-site form or image can do neither.
 */
import type { RequestHandler } from 'express';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Same origin only. Enough on its own for a plain HTML form post (which cannot carry a custom
 * header), since browsers always send Origin on a cross-site POST.
 */
export function sameOriginOnly(baseUrl: URL): RequestHandler {
  const ownOrigin = baseUrl.origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (origin !== ownOrigin) {
      sendError(res, 'csrf_failed', 'This request did not come from Back Office.');
      return;
    }
    next();
  };
}

export function csrfProtection(baseUrl: URL): RequestHandler {
  const sameOrigin = sameOriginOnly(baseUrl);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    sameOrigin(req, res, () => {
      if (req.get(CSRF_HEADER) === CSRF_HEADER_VALUE) {
        next();
        return;
      }
      sendError(
        res,
        'csrf_failed',
        `This request did not come from Back Office: the ${CSRF_HEADER} header is missing.`,
      );
    });
  };
}
