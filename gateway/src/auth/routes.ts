/** The gateway's own auth endpoints: who am I, sign in, sign out. */
import { Router, type RequestHandler } from 'express';
import { GATEWAY_PATHS, safeReturnPath, type SessionInfo } from '@backoffice/core';
import { csrfProtection } from '../http/csrf.ts';
import { sendError } from '../http/errors.ts';
import type { Authenticator } from './authenticator.ts';

export function authRoutes(authenticator: Authenticator, baseUrl: URL): Router {
  const router = Router();
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  };

  router.get(GATEWAY_PATHS.session, noStore, (req, res) => {
    const user = authenticator.user(req);
    const ends = authenticator.sessionEnds(req);
    if (!user || !ends) {
      sendError(res, 'unauthorized', 'You are not signed in.');
      return;
    }
    const body: SessionInfo = {
      user,
      expiresAt: new Date(Math.min(+ends.idleEndsAt, +ends.absoluteEndsAt)).toISOString(),
      absoluteExpiresAt: ends.absoluteEndsAt.toISOString(),
      idleTimeoutSeconds: ends.idleSeconds,
    };
    res.json(body);
  });

  router.get(GATEWAY_PATHS.signIn, noStore, async (req, res) => {
    await authenticator.signIn(req, res, safeReturnPath(req.query.returnTo));
  });

  router.post(GATEWAY_PATHS.signOut, noStore, csrfProtection(baseUrl), async (req, res) => {
    const redirectTo = await authenticator.signOut(req, res);
    if (redirectTo !== null) res.json({ redirectTo });
  });

  return router;
}
