/**
 * Userinfo for the API access tokens this IdP issues. oidc-provider's own userinfo endpoint
 * refuses every token that has an audience, and all of ours are for the API (the gateway
 * cannot ask for another kind), while the product fetches user info with its access token, as
 * the hosted IdP allows. So a valid API token is answered here; anything else (no token,
 * another token, an expired one) goes on to the library, which answers or explains the error.
 */
import type { RequestHandler } from 'express';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { IdpConfig } from './config.ts';
import { publicJwks, type KeyMaterial } from './keys.ts';
import { CLAIMS_BY_SCOPE } from './provider-config.ts';
import type { UserClaims, UserDirectory } from '@backoffice/core/server';

export const USERINFO_PATH = '/me';

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header ?? '');
  return match?.[1];
}

function releasedClaims(user: UserClaims, scopes: Set<string>): Record<string, unknown> {
  const released: Record<string, unknown> = {};
  for (const [scope, claims] of Object.entries(CLAIMS_BY_SCOPE)) {
    if (!scopes.has(scope)) continue;
    for (const claim of claims) released[claim] = user[claim];
  }
  return released;
}

export function apiTokenUserinfo(deps: {
  config: IdpConfig;
  keys: KeyMaterial;
  users: UserDirectory;
}): RequestHandler {
  const { config, users } = deps;
  const keySet = createLocalJWKSet(publicJwks(deps.keys.jwks));
  return async (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) {
      next();
      return;
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        issuer: config.issuer,
        audience: config.apiAudience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
      }));
    } catch {
      next();
      return;
    }
    const scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
    const user = payload.sub ? users.findBySub(payload.sub) : undefined;
    if (!scopes.has('openid') || !user) {
      next();
      return;
    }
    res.set('cache-control', 'no-store').json(releasedClaims(user, scopes));
  };
}
