/** The header's links (spec section 2), built from the route table. */
import { isAdmin, type SessionUser } from '@backoffice/core';
import type { HeaderLink } from '../../components/header/types.ts';
import { hrefOf } from '../../lib/hrefs.ts';

export const TOP_LINKS: readonly HeaderLink[] = [
  { label: 'HOME', href: hrefOf('home') },
  { label: 'LOSS CALCULATOR', href: hrefOf('lossCalculator') },
  { label: 'CREATE NEW CASE', href: hrefOf('createNewCase') },
];

/** The chevron dropdown: Home, Admin (admins only); Logout is an action, not a link. */
export function dropdownLinks(user: SessionUser | null): HeaderLink[] {
  const links = [{ label: 'Home', href: hrefOf('home') }];
  if (isAdmin(user)) links.push({ label: 'Admin', href: hrefOf('admin') });
  return links;
}
