/** The sign-in form: plain HTML that works without script, with labels and autocomplete. */
import { escapeHtml, PRODUCT_NAME, renderPage } from './pages.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated. Ask an administrator to reactivate it.';

export interface LoginPageOptions {
  action: string;
  nonce: string;
  /** What the user typed (or the login_hint), kept so only the password needs retyping. */
  username?: string | undefined;
  error?: string | undefined;
}

export function loginPage({ action, nonce, username = '', error }: LoginPageOptions): string {
  const errorBlock = error
    ? `<div class="error" id="login-error" role="alert">${escapeHtml(error)}</div>\n`
    : '';
  const describedBy = error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  // Focus goes where typing continues: the password when the username is already there.
  const focusUsername = username === '' ? ' autofocus' : '';
  const focusPassword = username === '' ? '' : ' autofocus';
  return renderPage({
    title: 'Sign in',
    nonce,
    body: `<h1>Sign in to ${PRODUCT_NAME}</h1>
<p>Enter your username and password.</p>
${errorBlock}<form method="post" action="${escapeHtml(action)}">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${describedBy}${focusUsername}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${focusPassword}>
<button type="submit">Sign in</button>
</form>
<p class="note">Local development sign-in. The demo users are listed in idp/README.md.</p>`,
  });
}
