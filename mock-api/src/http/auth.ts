/**
 * Who is calling: the bearer token, verified (see tokens.ts), read into the session user with
 * core's claim mapping. The directory decides whether the user may still call: one indexed read
 * per request, so a deactivation (or removal) by an administrator counts at once, whatever the
 * token still says.
 */
import type { Request } from 'express';
import { sessionUserFromClaims, type SessionUser } from '@backoffice/core';
import type { Directory } from '@backoffice/core/server';
import { ApiError } from './errors.ts';
import type { Tokens } from './tokens.ts';

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;

export function authenticator(tokens: Tokens, directory: Directory) {
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
    const active = directory.isActive(user.userId);
    if (active === undefined) {
      throw new ApiError('unauthorized', 'This user is no longer in the directory');
    }
    if (!active) {
      throw new ApiError(
        'forbidden',
        'This user has been deactivated: ask an administrator to reactivate the account',
      );
    }
    return user;
  };
}
