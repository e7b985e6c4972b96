/**
 * Who is calling: the bearer token, verified (see tokens.ts), read into the session user with
 * core's claim mapping. A user an administrator has deactivated is refused whatever the token.
 */
import type { Request } from 'express';
import { sessionUserFromClaims, type SessionUser } from '@backoffice/core';
import type { Store } from '../store/store.ts';
import { ApiError } from './errors.ts';
import type { Tokens } from './tokens.ts';

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;

export function authenticator(tokens: Tokens, store: Store) {
  return async (req: Request): Promise<SessionUser> => {
    const header = req.get('authorization');
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    if (!token) {
      throw new ApiError(
        'unauthorized',
        header
          ? 'The Authorization header is not a bearer token'
          : 'Sign in first: no bearer token',
      );
    }
    const claims = await tokens.verify(token);
    let user: SessionUser;
    try {
      user = sessionUserFromClaims(claims);
    } catch {
      throw new ApiError('unauthorized', 'The token does not say who the user is');
    }
    if (store.users.get(user.userId)?.active === false) {
      throw new ApiError('forbidden', 'This user has been deactivated');
    }
    return user;
  };
}
