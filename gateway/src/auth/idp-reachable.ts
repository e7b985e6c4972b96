/**
 * Whether the identity provider answers, asked before a visitor is sent to it: a browser sent to
 * an IdP that is down shows its own "site can't be reached", with no way back to us. The answer
 * is kept for a second, so a burst of sign-ins asks once and an outage or a recovery is
 * noticed at once.
 */
import { escapeHtml, plainPage } from './plain-page.ts';

/** How long an answer is kept: a burst of sign-ins asks once. */
export const IDP_PROBE_KEPT_MS = 1_000;
const PROBE_TIMEOUT_MS = 3_000;

export function idpProbe(issuerUrl: string, fetchImpl: typeof fetch = fetch) {
  const discovery = new URL('.well-known/openid-configuration', `${issuerUrl.replace(/\/$/, '')}/`);
  let known: { up: boolean; until: number } | null = null;
  let pending: Promise<boolean> | null = null;

  const ask = async () => {
    try {
      const response = await fetchImpl(discovery, {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  };

  return async function reachable(): Promise<boolean> {
    if (known && known.until > Date.now()) return known.up;
    pending ??= ask().then((up) => {
      known = { up, until: Date.now() + IDP_PROBE_KEPT_MS };
      pending = null;
      return up;
    });
    return pending;
  };
}

/** What a visitor sees instead: what is wrong, and a way to try the same address again. */
export function signInUnavailablePage(returnTo: string): string {
  return plainPage(
    'Sign-in unavailable',
    `<p role="alert" class="message">The sign-in service is not answering right now, so you cannot sign in. Nothing you had open is lost.</p>
<p>Please try again in a moment. If this goes on, tell the IT help desk.</p>
<a class="button" href="${escapeHtml(returnTo)}">Try again</a>`,
  );
}
