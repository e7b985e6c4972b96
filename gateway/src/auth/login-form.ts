/** The credentials form of the form profile: plain, accessible HTML, no script. */
import { escapeHtml, plainPage } from './plain-page.ts';

export function loginFormPage(options: {
  returnTo: string;
  username?: string;
  message?: string;
}): string {
  const message = options.message
    ? `<p role="alert" class="message">${escapeHtml(options.message)}</p>`
    : '';
  return plainPage(
    'Login',
    `${message}
<form method="post" action="/auth/login">
<input type="hidden" name="returnTo" value="${escapeHtml(options.returnTo)}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required maxlength="200" value="${escapeHtml(options.username ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
<button type="submit">Sign in</button>
</form>`,
  );
}
