/**
 * A server-side session for the profiles that sign in without OpenID Connect (form and stub):
 * express-session on the shared store, the same cookie rules as the OIDC profile.
 */
import { Router, type Request, type RequestHandler } from 'express';
import session from 'express-session';
import { LOGIN_PATH, type SessionUser } from '@backoffice/core';
import type { GatewayConfig } from '../config.ts';
import type { Authenticator } from './authenticator.ts';
import { sessionEnds } from './session-ends.ts';

export interface LocalSignIn {
  user: SessionUser;
  token: string;
  tokenExpiresAt: number | null;
  signedInAt: number;
}

declare module 'express-session' {
  interface SessionData {
    signIn?: LocalSignIn;
  }
}

export function localSession(config: GatewayConfig, store: session.Store): RequestHandler {
  return session({
    name: config.session.cookieName,
    secret: config.session.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy > 0,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/',
      maxAge: config.session.idleSeconds * 1000,
    },
  });
}

/** The current sign-in, or null; a sign-in past its absolute lifetime is ended here. */
export function currentSignIn(req: Request, absoluteSeconds: number): LocalSignIn | null {
  const signIn = req.session.signIn;
  if (!signIn) return null;
  if (Date.now() - signIn.signedInAt > absoluteSeconds * 1000) {
    delete req.session.signIn;
    return null;
  }
  return signIn;
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error('session store failed'));

/** Starts a new session (a fresh id, so a planted cookie cannot be carried into it). */
export function beginSession(req: Request, signIn: LocalSignIn): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err: unknown) => {
      if (err) {
        reject(asError(err));
        return;
      }
      req.session.signIn = signIn;
      req.session.save((saveErr: unknown) => {
        if (saveErr) reject(asError(saveErr));
        else resolve();
      });
    });
  });
}

export function endSession(req: Request): Promise<void> {
  return new Promise((resolve) => {
    req.session.destroy(() => {
      resolve();
    });
  });
}

/**
 * An authenticator on the local session: what the form and stub profiles share. They differ
 * only in how a sign-in starts (`signIn`) and in routes of their own (`routes`).
 */
export function localAuthenticator(
  config: GatewayConfig,
  store: session.Store,
  profile: { signIn: Authenticator['signIn']; routes?: (router: Router) => void },
): Authenticator {
  const router = Router();
  router.use(localSession(config, store));
  profile.routes?.(router);
  const current = (req: Request) => currentSignIn(req, config.session.absoluteSeconds);
  return {
    router,
    user: (req) => current(req)?.user ?? null,
    sessionEnds(req) {
      const signIn = current(req);
      return signIn ? sessionEnds(signIn.signedInAt, config) : null;
    },
    async accessToken(req) {
      const signIn = current(req);
      if (!signIn) return null;
      // There is no refresh here: an expired backend token ends the session.
      if (signIn.tokenExpiresAt === null || signIn.tokenExpiresAt > Date.now()) return signIn.token;
      await endSession(req);
      return null;
    },
    signIn: profile.signIn,
    async signOut(req) {
      await endSession(req);
      return LOGIN_PATH;
    },
  };
}
