/**
 * The single-sign-on profile: express-openid-connect against the configured OpenID provider,
 * authorization code + PKCE, tokens kept in the server-side session.
 */
import { Router, type Request } from 'express';
import eoc from 'express-openid-connect';
import type { Logger } from 'pino';
import {
  GATEWAY_PATHS,
  LOGIN_PATH,
  sessionUserFromClaims,
  type SessionUser,
} from '@backoffice/core';
import type { GatewayConfig } from '../config.ts';
import type { AuthEvents, Authenticator } from './authenticator.ts';
import type { SessionStore } from './session-store.ts';
import { apiSessionReader, sessionIds } from './api-session.ts';
import { idpProbe, signInUnavailablePage } from './idp-reachable.ts';
import { redirectAddress } from './logout-address.ts';
import { quickApiSession } from './quick-api-session.ts';
import { sessionEnds } from './session-ends.ts';
import { freshAccessToken } from './token-refresh.ts';
import { userCache } from './user-cache.ts';

const { auth } = eoc;

type SessionData = Record<string, unknown> & { signedInAt?: number };
type EocSessionStore = NonNullable<NonNullable<eoc.ConfigParams['session']>['store']>;

export function createOidcAuthenticator(
  config: GatewayConfig,
  sessions: Pick<SessionStore, 'store' | 'refreshOnce'>,
  events: AuthEvents,
  logger: Logger,
): Authenticator {
  const ids = sessionIds(config.session.secret);
  const sessionName = config.session.cookieName;
  const sessionOf = (req: Request) =>
    (req as unknown as Record<string, SessionData | undefined>)[sessionName];

  const router = auth({
    authRequired: false,
    auth0Logout: false,
    idpLogout: true,
    enableTelemetry: false,
    baseURL: config.baseUrl.origin,
    issuerBaseURL: config.oidc.issuerUrl,
    clientID: config.oidc.clientId,
    clientSecret: config.oidc.clientSecret,
    secret: config.session.secret,
    authorizationParams: {
      response_type: 'code',
      scope: config.oidc.scope,
      resource: config.apiAudience,
    },
    // Our own /auth/login validates returnTo; logout is a CSRF-checked POST of ours.
    routes: {
      login: false,
      logout: false,
      callback: GATEWAY_PATHS.callback,
      postLogoutRedirect: LOGIN_PATH,
    },
    session: {
      name: sessionName,
      store: sessions.store as unknown as EocSessionStore,
      // Ids the quick path can tell are ours without the library's signing (api-session.ts).
      genid: () => ids.mint(),
      signSessionStoreCookie: true,
      rolling: true,
      rollingDuration: config.session.idleSeconds,
      absoluteDuration: config.session.absoluteSeconds,
      cookie: { httpOnly: true, sameSite: 'Lax', secure: config.cookieSecure },
    },
    transactionCookie: { name: 'auth_verification', sameSite: 'Lax' },
    afterCallback: (_req, _res, data) => ({ ...data, signedInAt: Date.now() }),
  });

  const idpReachable = idpProbe(config.oidc.issuerUrl);

  const users = userCache((claims) => sessionUserFromClaims(claims, config.claims));
  const quick = quickApiSession({
    read: apiSessionReader({
      cookieName: sessionName,
      idleSeconds: config.session.idleSeconds,
      absoluteSeconds: config.session.absoluteSeconds,
      refreshMarginSeconds: config.tokenRefreshMarginSeconds,
      store: sessions.store,
      ids,
    }),
    userOf: users,
    events,
    logger,
  });
  // The quick path's user, or the session's ID token as express-openid-connect's
  // isAuthenticated() reads it.
  const user = (req: Request): SessionUser | null =>
    quick.of(req)?.user ?? users(sessionOf(req)?.id_token);

  return {
    router: Router().use(quick.middleware, router),
    user,
    sessionEnds(req) {
      const data = sessionOf(req);
      if (!data || !user(req)) return null;
      return sessionEnds(data.signedInAt ?? Date.now(), config);
    },
    async accessToken(req) {
      const quickToken = quick.of(req)?.accessToken;
      if (quickToken) return quickToken;
      if (!user(req)) return null;
      const token = await freshAccessToken(
        req,
        sessionOf(req),
        config.tokenRefreshMarginSeconds,
        events,
        sessions.refreshOnce,
      );
      // A session that can no longer call the API is over: end it (the store entry goes too).
      if (!token) (req as unknown as Record<string, undefined>)[sessionName] = undefined;
      return token;
    },
    async signIn(_req, res, returnTo) {
      if (!(await idpReachable())) {
        res.status(503).set('Retry-After', '5').type('html').send(signInUnavailablePage(returnTo));
        return;
      }
      await res.oidc.login({ returnTo });
    },
    signOut(_req, res) {
      // No id_token_hint: the URL goes through the browser, and no token may. client_id
      // identifies us instead (RP-Initiated Logout 1.0).
      return redirectAddress(res, () =>
        res.oidc.logout({ returnTo: LOGIN_PATH, logoutParams: { id_token_hint: undefined } }),
      );
    },
  };
}
