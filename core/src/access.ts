/**
 * The access policy of the specification (sections 4 and 6) as one pure function. The gateway
 * enforces it on page requests; the web only mirrors it to choose where to send the user.
 */
import { FORBIDDEN_PATH, type RouteAccess } from './routes.ts';
import { isAdmin, type SessionUser } from './session-user.ts';

export type AccessDecision = 'allow' | 'sign-in' | 'forbidden';

export function decideAccess(
  access: RouteAccess,
  user: Pick<SessionUser, 'roles'> | null,
): AccessDecision {
  if (access.doesNotRequireLogin || (!access.requiresAuth && !access.requiresAdmin)) return 'allow';
  if (!user) return 'sign-in';
  if (access.requiresAdmin && !isAdmin(user)) return 'forbidden';
  return 'allow';
}

/** Where a refused user goes: the forbidden page with the full refused path in `redirect`. */
export function forbiddenHref(refusedFullPath: string): string {
  return `${FORBIDDEN_PATH}?redirect=${encodeURIComponent(refusedFullPath)}`;
}

/**
 * A return address is used only if it is a path on this site: it starts with a single `/`,
 * has no backslash, control character or scheme, and resolves to our own origin.
 * Anything else falls back to `/`.
 */
export function safeReturnPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (!candidate.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  if (candidate.startsWith('//')) return fallback;
  const base = 'http://same.invalid';
  let resolved: URL;
  try {
    resolved = new URL(candidate, base);
  } catch {
    return fallback;
  }
  if (resolved.origin !== base) return fallback;
  // Dot segments can resolve to `//host` ("/.//evil.example"), which a browser reads as another site.
  if (resolved.pathname.startsWith('//')) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
