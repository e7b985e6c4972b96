/**
 * Links are built from the shared route table, never written out: a route's href is its
 * pattern with the given parameters filled in and absent optional segments dropped.
 */
import {
  GATEWAY_PATHS,
  LOGIN_PATH,
  routeById,
  safeReturnPath,
  type RouteId,
} from '@backoffice/core';
import { generatePath } from 'react-router-dom';

export function hrefOf(id: RouteId, params: Record<string, string> = {}): string {
  return generatePath(routeById(id).path, params);
}

/** The gateway's sign-in, which sends the browser to the identity provider and back. */
export function signInHref(returnTo: unknown): string {
  return `${GATEWAY_PATHS.signIn}?returnTo=${encodeURIComponent(safeReturnPath(returnTo))}`;
}

/** Our own login page, remembering where the user was. */
export function loginPageHref(returnTo: unknown): string {
  const target = safeReturnPath(returnTo);
  return target === '/' ? LOGIN_PATH : `${LOGIN_PATH}?returnTo=${encodeURIComponent(target)}`;
}

export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
