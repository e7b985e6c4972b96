/**
 * Pure functions over the menu: what a user may see, which entry the current address
 * highlights, and which group holds it. Access comes from core's policy, never re-decided.
 */
import {
  ROUTES,
  canCall,
  decideAccess,
  isAdmin,
  matchRoute,
  type SessionUser,
} from '@backoffice/core';
import type { MenuChild, MenuItem } from '../../components/side-nav/menu-types.ts';

function mayOpen(routeIds: readonly string[], user: SessionUser | null): boolean {
  const route = ROUTES.find((r) => r.id === routeIds[0]);
  return route !== undefined && decideAccess(route.access, user) === 'allow';
}

/** An action entry (Create New Case) shows only where the API would let the user take it. */
function mayShow(child: MenuChild, user: SessionUser | null): boolean {
  return mayOpen(child.routes, user) && (!child.action || canCall(user, { access: child.action }));
}

/**
 * Admin-only items vanish for others, and so does any entry whose route would refuse them or
 * whose action the API would.
 */
export function visibleMenu(items: readonly MenuItem[], user: SessionUser | null): MenuItem[] {
  return items
    .filter((item) => !item.adminOnly || isAdmin(user))
    .map((item) => ({ ...item, children: item.children.filter((c) => mayShow(c, user)) }))
    .filter((item) => (item.hasChildren ? item.children.length > 0 : mayOpen(item.routes, user)));
}

/** The key of the entry the address belongs to (a detail page highlights its list). */
export function activeMenuKey(items: readonly MenuItem[], pathname: string): string | null {
  const routeId = matchRoute(pathname)?.route.id;
  if (routeId === undefined) return null;
  for (const item of items) {
    if (!item.hasChildren && item.routes.includes(routeId)) return item.key;
    const child = item.children.find((c) => c.routes.includes(routeId));
    if (child) return child.key;
  }
  return null;
}

/** The group that holds an entry, so the menu can open it; null for top-level links. */
export function groupOf(items: readonly MenuItem[], key: string | null): string | null {
  if (key === null) return null;
  return items.find((item) => item.children.some((c) => c.key === key))?.key ?? null;
}
