/**
 * The stub profile (AUTH_MODE=stub), for working on screens without an identity provider:
 * everyone is the spec's fixed admin (ROLE_ADMIN with READ, CREATE, DELETE, UPDATE). Backend
 * calls carry a token from the backend's form login with the configured stub account, because
 * our backend verifies every token and an unsigned one would be refused. Refused in production.
 */
import type session from 'express-session';
import { sessionUserFromClaims, type SessionUser } from '@backoffice/core';
import type { GatewayConfig } from '../config.ts';
import type { Authenticator } from './authenticator.ts';
import { backendLogin } from './backend-login.ts';
import { beginSession, localAuthenticator } from './local-session.ts';

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
  return localAuthenticator(config, store, {
    async signIn(req, res, returnTo) {
      const login = await backendLogin(
        config.backendUrl,
        config.stub.username,
        config.stub.password,
      );
      await beginSession(req, {
        user: STUB_USER,
        token: login.ok ? login.token : '',
        // Without a backend token the session can show screens but not call the API.
        tokenExpiresAt: login.ok ? login.expiresAt : 0,
        signedInAt: Date.now(),
      });
      res.redirect(302, returnTo);
    },
  });
}
