/**
 * Who is calling: the bearer token, verified (see tokens.ts), says who the user is. What they
 * may do — roles, privileges, client scope, whether they are active — comes from the directory
 * on every call (core's accessReader, a read kept a few seconds at most), never from the token's
 * claims: an administrator's change counts from the user's next call, not their next sign-in.
 */
import type { Request } from 'express';
import { isAdmin, sessionUserFromClaims, type SessionUser } from '@backoffice/core';
import type { AccessReader } from '@backoffice/core/server';
import { ApiError } from '../domain/api-error.ts';
import type { Tokens } from './tokens.ts';

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;

export function authenticator(tokens: Tokens, access: AccessReader) {
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
    let identity: SessionUser;
    try {
      identity = sessionUserFromClaims(claims);
    } catch {
      throw new ApiError('unauthorized', 'The token does not say who the user is');
    }
    const now = access.read(identity.userId);
    if (now === undefined) {
      throw new ApiError('unauthorized', 'This user is no longer in the directory');
    }
    if (!now.active) {
      throw new ApiError(
        'forbidden',
        'This user has been deactivated: ask an administrator to reactivate the account',
      );
    }
    const { roles, privileges, clientNames } = now;
    return { ...identity, roles, privileges, clientNames, isAdmin: isAdmin({ roles }) };
  };
}
