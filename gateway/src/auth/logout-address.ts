/**
 * Where express-openid-connect's logout sends the browser. `res.oidc.logout()` ends the session
 * and answers with a redirect to the IdP's end-session URL, and the library has no way to get
 * that URL otherwise (v3: `LogoutOptions` is only `returnTo` and `logoutParams`). Our logout is
 * a fetch call that answers the URL as data, so this one call's redirect is taken as the
 * answer, and the response's own `redirect` is back as soon as the call is over.
 */
import type { Response } from 'express';
import { LOGIN_PATH } from '@backoffice/core';

/**
 * The address `logout` redirects to, or null when it passed an error on to Express instead
 * (the library's only other way out), which then answers.
 */
export async function redirectAddress(
  res: Response,
  logout: () => Promise<void>,
): Promise<string | null> {
  let address: string | null = null;
  res.redirect = (statusOrUrl: number | string, url?: string) => {
    address = typeof statusOrUrl === 'string' ? statusOrUrl : (url ?? LOGIN_PATH);
  };
  try {
    await logout();
  } finally {
    // The own property goes; express's `redirect` on the prototype shows through again.
    Reflect.deleteProperty(res, 'redirect');
  }
  return address;
}
