/**
 * Our own interaction routes, in place of the library's devInteractions: the sign-in form,
 * and consent, which the first-party client gets in code without a prompt.
 *
 * CSRF: the interaction cookie is SameSite=Lax and scoped to /interaction/<uid>, so a form
 * posted from another site arrives without it and interactionDetails() refuses it.
 */
import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { Logger } from 'pino';
import { type SignInThrottle, throttledMessage, type UserDirectory } from '@backoffice/core/server';
import { grantFirstPartyConsent } from './consent.ts';
import { ACCOUNT_DEACTIVATED, INVALID_CREDENTIALS, loginPage } from './login-page.ts';
import { cspNonce } from './security-headers.ts';

export interface InteractionDeps {
  provider: Provider;
  users: UserDirectory;
  logger: Logger;
  /** Failed sign-ins per account and address (see core's SignInThrottle). */
  throttle: SignInThrottle;
}

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** The interaction in progress, refusing a URL whose uid is not the one in the cookie. */
async function interactionFor(provider: Provider, req: Request, res: Response) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== req.params.uid) {
    throw new errors.SessionNotFound('interaction does not match this sign-in');
  }
  return details;
}

export function interactionRoutes({ provider, users, logger, throttle }: InteractionDeps): Router {
  const router = express.Router();
  const parseForm = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 });

  router.get('/interaction/:uid', async (req, res) => {
    const details = await interactionFor(provider, req, res);
    res.set('cache-control', 'no-store');
    if (details.prompt.name === 'login') {
      const hint = details.params.login_hint;
      res.type('html').send(
        loginPage({
          action: `/interaction/${details.uid}/login`,
          nonce: cspNonce(res),
          username: typeof hint === 'string' ? hint : undefined,
        }),
      );
      return;
    }
    if (details.prompt.name === 'consent') {
      const consent = await grantFirstPartyConsent(provider, details);
      await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
      return;
    }
    throw new errors.InvalidRequest(`unsupported interaction prompt ${details.prompt.name}`);
  });

  router.post('/interaction/:uid/login', parseForm, async (req, res) => {
    const details = await interactionFor(provider, req, res);
    if (details.prompt.name !== 'login') {
      throw new errors.InvalidRequest('this sign-in step is already complete');
    }
    const username = field(req.body, 'username');
    const attempt = { username, address: req.ip ?? '' };
    const retryAfter = throttle.retryAfterSeconds(attempt);
    if (retryAfter > 0) {
      // Refused before the password is checked: a guess in a lock tells nothing.
      logger.warn({ event: 'login.throttled', retryAfter }, 'sign-in refused: too many failures');
      res
        .status(429)
        .set({ 'cache-control': 'no-store', 'retry-after': String(retryAfter) })
        .type('html')
        .send(
          loginPage({
            action: `/interaction/${details.uid}/login`,
            nonce: cspNonce(res),
            username,
            error: throttledMessage(retryAfter),
          }),
        );
      return;
    }
    const result = await users.signIn(username, field(req.body, 'password'));
    if (result.status === 'invalid') throttle.failed(attempt);
    else throttle.succeeded(attempt);
    if (result.status !== 'ok') {
      // Neither the page nor the log says whether the username or the password was wrong; a
      // deactivated account is named only to whoever knows its password.
      const deactivated = result.status === 'deactivated';
      logger.info(
        deactivated ? { event: 'login.refused', sub: result.user.sub } : { event: 'login.failed' },
        deactivated ? 'sign-in refused: user deactivated' : 'sign-in refused: invalid credentials',
      );
      res
        .status(deactivated ? 403 : 401)
        .set('cache-control', 'no-store')
        .type('html')
        .send(
          loginPage({
            action: `/interaction/${details.uid}/login`,
            nonce: cspNonce(res),
            username,
            error: deactivated ? ACCOUNT_DEACTIVATED : INVALID_CREDENTIALS,
          }),
        );
      return;
    }
    const user = result.user;
    logger.info({ event: 'login.succeeded', sub: user.sub, username: user.username }, 'signed in');
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.sub } },
      { mergeWithLastSubmission: false },
    );
  });

  return router;
}
