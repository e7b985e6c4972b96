/** The spec's title rule: the route's name, or the product's name when there is none. */
import { PRODUCT_NAME, matchRoute } from '@backoffice/core';

export function pageTitle(pathname: string): string {
  return matchRoute(pathname)?.route.name ?? PRODUCT_NAME;
}
