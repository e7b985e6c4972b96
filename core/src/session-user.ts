/**
 * The session user (spec section 3) and how it is read from token claims. The claim names are
 * configurable so the gateway can face another identity provider without code changes.
 */
import { ADMIN_ROLE } from './constants.ts';
import type { SessionUser } from './session-user-schema.ts';

export type { SessionInfo, SessionUser } from './session-user-schema.ts';

export interface ClaimMapping {
  userId: string;
  /** Tried in order: the spec reads `username`, and for single-sign-on users `name`. */
  username: readonly string[];
  displayName: readonly string[];
  authorities: string;
  clientNames: string;
}

export const DEFAULT_CLAIM_MAPPING: ClaimMapping = {
  userId: 'sub',
  username: ['username', 'name'],
  displayName: ['name', 'username'],
  authorities: 'authorities',
  clientNames: 'client_NAMES',
};

export type Claims = Readonly<Record<string, unknown>>;

function firstString(claims: Claims, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = claims[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** Accepts a JSON array of strings or a comma- or space-separated string, as IdPs differ. */
export function stringList(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[\s,]+/)
      : [];
  return items.filter((v): v is string => typeof v === 'string' && v !== '').map((v) => v.trim());
}

export function isAdmin(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  return user?.roles.includes(ADMIN_ROLE) ?? false;
}

export function sessionUserFromClaims(
  claims: Claims,
  mapping: ClaimMapping = DEFAULT_CLAIM_MAPPING,
): SessionUser {
  const userId = firstString(claims, [mapping.userId]);
  if (!userId) throw new Error(`The token has no '${mapping.userId}' claim to identify the user`);
  const authorities = stringList(claims[mapping.authorities]);
  const roles = authorities.filter((a) => a.startsWith('ROLE_'));
  const username = firstString(claims, mapping.username) ?? userId;
  return {
    userId,
    username,
    displayName: firstString(claims, mapping.displayName) ?? username,
    roles,
    privileges: authorities.filter((a) => !a.startsWith('ROLE_')),
    clientNames: stringList(claims[mapping.clientNames]),
    isAdmin: isAdmin({ roles }),
  };
}
