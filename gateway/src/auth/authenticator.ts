/**
 * What the rest of the gateway needs from a sign-in profile (OIDC, form or stub). Each profile
 * keeps its session on the server and never lets a token reach the browser.
 */
import type { Request, Response, Router } from 'express';
import type { SessionUser } from '@backoffice/core';
import type { ApiSessionFallback } from './api-session.ts';

export interface Authenticator {
  /**
   * Loads the session and mounts the profile's own routes (e.g. the OIDC callback). The OIDC
   * profile reads most API calls' sessions here without its library (quick-api-session.ts).
   */
  readonly router: Router;
  user(req: Request): SessionUser | null;
  /** When the session ends: after idling from now, and at the latest. Null without a session. */
  sessionEnds(req: Request): SessionEnds | null;
  /**
   * A valid access token for the backend, refreshed when close to expiry. Null when the session
   * cannot give one; the session has then been ended.
   */
  accessToken(req: Request): Promise<string | null>;
  /** Sends the visitor to sign in, and afterwards back to `returnTo` (a checked local path). */
  signIn(req: Request, res: Response, returnTo: string): void | Promise<void>;
  /**
   * Ends the session here and, where there is one, at the identity provider. Resolves to where
   * the browser goes next, or null when the profile has answered itself (an error).
   */
  signOut(req: Request, res: Response): Promise<string | null>;
}

export interface SessionEnds {
  /** If no request comes before (every request renews it). */
  idleEndsAt: Date;
  idleSeconds: number;
  /** However active the user is: the sign-in time plus the absolute lifetime. */
  absoluteEndsAt: Date;
}

export interface AuthEvents {
  tokenRefreshed: (outcome: 'success' | 'failure') => void;
  /** An API call's session read on the quick path (null), or left to the full path, and why. */
  apiSessionRead: (fallback: ApiSessionFallback | null) => void;
}
