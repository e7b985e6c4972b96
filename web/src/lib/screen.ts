import type { ROUTES } from '@backoffice/core';
import type { ComponentType } from 'react';

/** A route of the shared table, with its id narrowed to the known ids. */
export type AppRoute = (typeof ROUTES)[number];

/** What every screen receives; route parameters come from react-router's `useParams`. */
export interface ScreenProps {
  route: AppRoute;
}

export interface ScreenModule {
  default: ComponentType<ScreenProps>;
  /**
   * Asks for what the screen shows first, at page load while the shell starts (signed in):
   * given the address's query, it reads what the screen's own reads will find in the cache.
   */
  prefetch?: (search: URLSearchParams) => Promise<void>;
}
