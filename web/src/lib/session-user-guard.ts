/**
 * A type guard for the session user, for what arrives from the gateway or from storage.
 * core's zod schema describes the same shape, but parsing with it would put all of zod in the
 * shell; the gateway already validates what it sends, so the web only checks the shape.
 */
import type { SessionInfo, SessionUser } from '@backoffice/core';

type Shape = { [K in keyof SessionUser]: 'string' | 'strings' | 'boolean' };

const SHAPE: Shape = {
  userId: 'string',
  username: 'string',
  displayName: 'string',
  roles: 'strings',
  privileges: 'strings',
  clientNames: 'strings',
  isAdmin: 'boolean',
};

function fits(value: unknown, kind: Shape[keyof Shape]): boolean {
  if (kind === 'strings') return Array.isArray(value) && value.every((v) => typeof v === 'string');
  return typeof value === kind;
}

export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(SHAPE).every(([key, kind]) => fits(record[key], kind));
}

export function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { user, expiresAt } = value as Record<string, unknown>;
  return isSessionUser(user) && typeof expiresAt === 'string';
}
