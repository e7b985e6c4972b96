/**
 * The OIDC profile's quick way for API calls, first in its router: a call whose session
 * api-session.ts can read skips express-openid-connect (`next('router')` leaves the profile's
 * router); any other goes on into the library. Every read is counted by path and reason, and a
 * fall-back that a change of the library's formats would cause is logged, so the quick path
 * never stops working unseen.
 */
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { API_BASE_PATH, type SessionUser } from '@backoffice/core';
import type { AuthEvents } from './authenticator.ts';
import {
  UNEXPECTED_FALLBACKS,
  type ApiSessionFallback,
  type ApiSessionRead,
  type WithCookies,
} from './api-session.ts';

export interface QuickSession {
  accessToken: string;
  user: SessionUser;
}

export interface QuickApiSession {
  middleware: RequestHandler;
  /** The session the middleware read for this request, if it read one. */
  of(req: Request): QuickSession | undefined;
}

/** At most one warning a minute: a changed format would otherwise log every API call. */
const WARN_EVERY_MS = 60_000;

function fallbackLog(logger: Logger): (reason: ApiSessionFallback) => void {
  let lastWarnedAt = -Infinity;
  let unwarned = 0;
  return (reason) => {
    if (!UNEXPECTED_FALLBACKS.has(reason)) {
      if (logger.isLevelEnabled('debug')) logger.debug({ reason }, 'API session: full path');
      return;
    }
    unwarned += 1;
    if (Date.now() - lastWarnedAt < WARN_EVERY_MS) return;
    logger.warn(
      { reason, calls: unwarned },
      'API session not readable on the quick path: calls take the slower full path (has the ' +
        "sign-in library's cookie or store format changed?)",
    );
    lastWarnedAt = Date.now();
    unwarned = 0;
  };
}

const isApiCall = (path: string) => path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`);

export function quickApiSession(options: {
  read: (req: WithCookies) => Promise<ApiSessionRead>;
  userOf: (idToken: string) => SessionUser | null;
  events: Pick<AuthEvents, 'apiSessionRead'>;
  logger: Logger;
}): QuickApiSession {
  const { read, userOf, events } = options;
  const logFallback = fallbackLog(options.logger);
  const served = new WeakMap<Request, QuickSession>();
  const fallBack = (reason: ApiSessionFallback) => {
    events.apiSessionRead(reason);
    logFallback(reason);
  };

  return {
    of: (req) => served.get(req),
    middleware: async (req, _res, next) => {
      if (!isApiCall(req.path)) {
        next();
        return;
      }
      const found = await read(req);
      if ('fallback' in found) {
        fallBack(found.fallback);
        next();
        return;
      }
      const user = userOf(found.session.idToken);
      if (!user) {
        fallBack('not-understood');
        next();
        return;
      }
      events.apiSessionRead(null);
      served.set(req, { accessToken: found.session.accessToken, user });
      next('router');
    },
  };
}
