/** What several scenarios do on the way: sign a demo user in, and finish a sign-out at the IdP. */
import { expect } from 'vitest';
import { HttpClient, signInThroughGateway, type Hop } from '@backoffice/core/testing';
import type { StackTarget } from './target.ts';

/** The gateway's session cookie on plain http (the __Host- name needs https). */
export const SESSION_COOKIE = 'bo_session';

/** Demo users of the development IdP, whose passwords are their names (idp/README.md). */
export async function signedInClient(target: StackTarget, username = 'staff'): Promise<HttpClient> {
  const client = new HttpClient();
  const { response } = await signInThroughGateway(client, target.gatewayUrl, username, username);
  await response.body?.cancel();
  expect(response.status, `signing in as ${username}`).toBe(200);
  return client;
}

/** The hidden inputs of one form, whatever the order of their attributes. */
function hiddenInputs(form: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of form.match(/<input\b[^>]*>/gi) ?? []) {
    const name = /\bname="([^"]*)"/i.exec(input)?.[1];
    const value = /\bvalue="([^"]*)"/i.exec(input)?.[1];
    if (name !== undefined) fields[name] = value ?? '';
  }
  return fields;
}

/**
 * The IdP's sign-out page submits its form by script at once, answering "yes, sign me out"
 * (idp/src/provider-pages.ts). An HTTP client has no script, so it does the same by hand and
 * follows the redirects back to the app.
 */
export async function confirmSignOutAtIdp(
  client: HttpClient,
  pageUrl: string,
  html: string,
): Promise<{ response: Response; hops: Hop[] }> {
  const form = /<form\b[^>]*id="op\.logoutForm"[^>]*>[\s\S]*?<\/form>/i.exec(html)?.[0];
  if (!form) throw new Error(`No sign-out form on the IdP's page ${pageUrl}`);
  const action = /\baction="([^"]+)"/i.exec(form)?.[1];
  if (!action) throw new Error(`The sign-out form at ${pageUrl} has no action`);
  const body = new URLSearchParams({ ...hiddenInputs(form), logout: 'yes' });
  const posted = await client.request(new URL(action.replaceAll('&amp;', '&'), pageUrl).href, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = posted.headers.get('location');
  if (!location) throw new Error(`Confirming the sign-out answered ${posted.status}, no redirect`);
  await posted.body?.cancel();
  return client.follow(new URL(location, pageUrl).href);
}
