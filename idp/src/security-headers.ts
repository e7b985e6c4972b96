/**
 * Security headers for every response, with a strict Content Security Policy: nothing loads
 * from anywhere, and the few inline <style>/<script> blocks of our pages carry a per-response
 * nonce. The nonce hangs off the Node response, which Express and oidc-provider (Koa's
 * ctx.res) share, so the provider's logout page can use it too.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { IdpConfig } from './config.ts';

const nonces = new WeakMap<ServerResponse, string>();

export function cspNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/**
 * Browsers apply form-action to the redirects that follow a form post too: signing in ends
 * in a redirect to the gateway's callback and signing out in one to its post-logout page.
 */
function formTargets(config: IdpConfig): string[] {
  const uris = [...config.client.redirectUris, ...config.client.postLogoutRedirectUris];
  return [...new Set(uris.map((uri) => new URL(uri).origin))];
}

export function securityHeaders(config: IdpConfig): RequestHandler {
  const nonce = (_req: unknown, res: ServerResponse) => `'nonce-${cspNonce(res)}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        // oidc-provider adds a sha256 source here for its own form_post auto-submit page.
        scriptSrc: [nonce],
        styleSrc: [nonce],
        formAction: ["'self'", ...formTargets(config)],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    // Browsers ignore HSTS over plain http; only send it when the issuer is https.
    strictTransportSecurity: new URL(config.issuer).protocol === 'https:',
  });
}
