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
}
