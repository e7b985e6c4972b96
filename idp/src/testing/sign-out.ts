/** Programmatic sign-out through the IdP's own end-session page. */
import { discover, type RelyingParty } from './relying-party.ts';
import { readForm, type UserAgent } from './user-agent.ts';

/**
 * RP-initiated logout, followed through the IdP's auto-submitting page. Without `idToken`
 * the client is named by client_id alone, as the gateway does (no token in a browser URL).
 * Returns where the IdP sent the browser afterwards (the post-logout redirect URI).
 */
export async function signOut(
  rp: RelyingParty,
  session: { agent: UserAgent; idToken?: string },
): Promise<URL> {
  const { end_session_endpoint } = await discover(rp.issuer);
  const url = new URL(end_session_endpoint);
  if (session.idToken) url.searchParams.set('id_token_hint', session.idToken);
  url.searchParams.set('client_id', rp.clientId);
  if (rp.postLogoutRedirectUri) {
    url.searchParams.set('post_logout_redirect_uri', rp.postLogoutRedirectUri);
  }
  const leaving = (u: URL) =>
    rp.postLogoutRedirectUri !== undefined && u.href.startsWith(rp.postLogoutRedirectUri);
  const page = await session.agent.navigate(url, { stopAt: leaving });
  if (page.stoppedAt) return page.stoppedAt;
  const form = readForm(await page.response.text(), page.url);
  // What the page's script (or, without script, its one button) submits.
  const done = await session.agent.navigate(form.action, {
    method: form.method,
    form: { ...form.fields, logout: 'yes' },
    stopAt: leaving,
  });
  if (done.stoppedAt) return done.stoppedAt;
  return done.url;
}
