import type { EndpointAccess } from '@backoffice/core';
import type { IconName } from '../icon/icons.ts';

/** A child entry of a menu group (spec: title and redirectUrl). */
export interface MenuChild {
  key: string;
  title: string;
  redirectUrl: string;
  /** Route ids that show this entry as the active one (details highlight their list). */
  routes: readonly string[];
  /** An entry that is an action (Create New Case): shown only to users the API lets do it. */
  action?: EndpointAccess;
}

/** The spec's menu item: a direct link when it has no children, a group otherwise. */
export interface MenuItem {
  key: string;
  title: string;
  img: IconName;
  hasChildren: boolean;
  redirectUrl: string | null;
  children: readonly MenuChild[];
  routes: readonly string[];
  /** The spec shows this item to admins only. */
  adminOnly: boolean;
}
