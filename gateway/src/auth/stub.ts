/**
 * The stub profile (AUTH_MODE=stub), for working on screens without an identity provider:
 * everyone is the spec's fixed admin (ROLE_ADMIN with READ, CREATE, DELETE, UPDATE). Backend
 * calls carry a token from the backend's form login with the configured stub account, because
 * our backend verifies every token and an unsigned one would be refused. Refused in production.
 */
import { Router } from 'express';
import type session from 'express-session';
import { LOGIN_PATH, sessionUserFromClaims, type SessionUser } from '@backoffice/core';
import type { GatewayConfig } from '../config.ts';
import type { Authenticator } from './authenticator.ts';
import { backendLogin } from './backend-login.ts';
import {
  beginSession,
  currentSignIn,
  endSession,
  expiresAt,
  localSession,
} from './local-session.ts';

export const STUB_USER: SessionUser = sessionUserFromClaims({
  sub: 'stub-admin',
  username: 'stub-admin',
  name: 'Stub Admin',
  authorities: ['ROLE_ADMIN', 'READ', 'CREATE', 'DELETE', 'UPDATE'],
  client_NAMES: [],
});

export function createStubAuthenticator(
  config: GatewayConfig,
  store: session.Store,
): Authenticator {
  const router = Router();
  router.use(localSession(config, store));

  const signIn = (req: Parameters<Authenticator['user']>[0]) =>
    currentSignIn(req, config.session.absoluteSeconds);

  return {
    router,
    user: (req) => signIn(req)?.user ?? null,
    sessionExpiresAt(req) {
      const current = signIn(req);
      return current ? expiresAt(current, config) : null;
    },
    async accessToken(req) {
      const current = signIn(req);
      if (!current) return null;
      if (current.tokenExpiresAt === null || current.tokenExpiresAt > Date.now())
        return current.token;
      await endSession(req);
      return null;
    },
    async signIn(req, res, returnTo) {
      const login = await backendLogin(
        config.backendUrl,
        config.stub.username,
        config.stub.password,
      );
      const token = login.ok ? login.token : '';
      await beginSession(req, {
        user: STUB_USER,
        token,
        tokenExpiresAt: login.ok ? login.expiresAt : 0,
        signedInAt: Date.now(),
      });
      res.redirect(302, returnTo);
    },
    async signOut(req) {
      await endSession(req);
      return LOGIN_PATH;
    },
  };
}
