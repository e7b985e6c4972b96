/** The header's links (spec section 2), built from the route table. */
import { SHELL_ACTIONS, canCall, isAdmin, type SessionUser } from '@backoffice/core';
import type { HeaderLink } from '../../components/header/types.ts';
import { hrefOf } from '../../lib/hrefs.ts';

const HOME_LINK: HeaderLink = { label: 'HOME', href: hrefOf('home') };
const CALCULATOR_LINK: HeaderLink = { label: 'LOSS CALCULATOR', href: hrefOf('lossCalculator') };
const CREATE_CASE_LINK: HeaderLink = { label: 'CREATE NEW CASE', href: hrefOf('createNewCase') };

/** HOME, LOSS CALCULATOR, and CREATE NEW CASE for users the API lets create cases. */
export function topLinks(user: SessionUser | null): HeaderLink[] {
  const links = [HOME_LINK, CALCULATOR_LINK];
  if (canCall(user, { access: SHELL_ACTIONS.createCase })) links.push(CREATE_CASE_LINK);
  return links;
}

/** The chevron dropdown: Home, Admin (admins only); Logout is an action, not a link. */
export function dropdownLinks(user: SessionUser | null): HeaderLink[] {
  const links = [{ label: 'Home', href: hrefOf('home') }];
  if (isAdmin(user)) links.push({ label: 'Admin', href: hrefOf('admin') });
  return links;
}
