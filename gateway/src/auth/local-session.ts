/**
 * A server-side session for the profiles that sign in without OpenID Connect (form and stub):
 * express-session on the shared store, the same cookie rules as the OIDC profile.
 */
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { SessionUser } from '@backoffice/core';
import type { GatewayConfig } from '../config.ts';

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

export function expiresAt(signIn: LocalSignIn, config: GatewayConfig): Date {
  const idleEnd = Date.now() + config.session.idleSeconds * 1000;
  return new Date(Math.min(idleEnd, signIn.signedInAt + config.session.absoluteSeconds * 1000));
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
