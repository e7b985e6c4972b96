/**
 * Guards page requests with the shared route table: anonymous on a protected page → sign-in and
 * back; non-admin on an admin page → /forbidden; no such page → /pageNotFound.
 */
import type { RequestHandler } from 'express';
import {
  NOT_FOUND_PATH,
  decideAccess,
  forbiddenHref,
  matchRoute,
  safeReturnPath,
} from '@backoffice/core';
import type { Authenticator } from '../auth/authenticator.ts';

export function pageGuard(authenticator: Authenticator, serveApp: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const match = matchRoute(req.path);
    if (!match) {
      res.redirect(302, NOT_FOUND_PATH);
      return;
    }
    const decision = decideAccess(match.route.access, authenticator.user(req));
    if (decision === 'sign-in') {
      await authenticator.signIn(req, res, safeReturnPath(req.originalUrl));
      return;
    }
    if (decision === 'forbidden') {
      res.redirect(302, forbiddenHref(safeReturnPath(req.originalUrl)));
      return;
    }
    serveApp(req, res, next);
  };
}
