/**
 * The credentials-form profile (AUTH_MODE=form; inactive in this build, per the spec): the
 * gateway shows a form, checks the credentials with the backend's form login and keeps the
 * backend's token in the server-side session.
 */
import express, { type Router } from 'express';
import type session from 'express-session';
import {
  GATEWAY_PATHS,
  LOGIN_PATH,
  MESSAGES,
  safeReturnPath,
  sessionUserFromClaims,
} from '@backoffice/core';
import type { GatewayConfig } from '../config.ts';
import { sameOriginOnly } from '../http/csrf.ts';
import type { Authenticator } from './authenticator.ts';
import { backendLogin } from './backend-login.ts';
import { beginSession, localAuthenticator } from './local-session.ts';
import { loginFormPage } from './login-form.ts';

const FIELD_MAX = 200;

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function formRoutes(config: GatewayConfig) {
  return (router: Router) => {
    router.get(LOGIN_PATH, (req, res) => {
      const message = req.query.reason === 'logged-out' ? MESSAGES.loggedOut : undefined;
      res.setHeader('cache-control', 'no-store');
      res
        .type('html')
        .send(loginFormPage({ returnTo: safeReturnPath(req.query.returnTo), message }));
    });

    router.post(
      GATEWAY_PATHS.signIn,
      sameOriginOnly(config.baseUrl),
      express.urlencoded({ extended: false, limit: '8kb' }),
      async (req, res, next) => {
        const username = field(req.body, 'username').trim();
        const password = field(req.body, 'password');
        const returnTo = safeReturnPath(field(req.body, 'returnTo'));
        const again = (status: number, message: string) =>
          res.status(status).type('html').send(loginFormPage({ returnTo, username, message }));
        if (!username || !password || username.length > FIELD_MAX || password.length > FIELD_MAX) {
          again(400, 'Enter your username and password.');
          return;
        }
        const result = await backendLogin(config.backendUrl, username, password);
        if (!result.ok) {
          if (result.reason === 'bad-credentials') again(403, MESSAGES.badCredentials);
          else again(502, MESSAGES.loginFailed);
          return;
        }
        const user = sessionUserFromClaims(result.claims, config.claims);
        await beginSession(req, {
          user,
          token: result.token,
          tokenExpiresAt: result.expiresAt,
          signedInAt: Date.now(),
        })
          .then(() => {
            res.redirect(303, returnTo);
          })
          .catch(next);
      },
    );
  };
}

export function createFormAuthenticator(
  config: GatewayConfig,
  store: session.Store,
): Authenticator {
  return localAuthenticator(config, store, {
    routes: formRoutes(config),
    signIn(_req, res, returnTo) {
      res.redirect(302, `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`);
    },
  });
}
