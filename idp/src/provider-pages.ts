/**
 * The pages oidc-provider renders itself, in our look and under our CSP: the sign-out step
 * (which must not ask for confirmation), the signed-out page and the error page.
 */
import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { messagePage, PRODUCT_NAME, renderPage } from './pages.ts';
import { cspNonce } from './security-headers.ts';

/**
 * RP-initiated logout: the library hands us its confirmation form (an xsrf token) and expects
 * a "Yes, sign me out" button. Signing out from the app is the user's answer already, so the
 * form is submitted at once with logout=yes, which ends the whole IdP session. Without script,
 * one button does the same.
 */
export function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  ctx.type = 'html';
  ctx.body = renderPage({
    title: 'Signing out',
    nonce: cspNonce(ctx.res),
    body: `<h1>Signing out…</h1>
<p>You are being signed out of ${PRODUCT_NAME}.</p>
${form}
<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></noscript>`,
    script: `(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();`,
  });
}

/** Shown when a sign-out had no registered return address to go back to. */
export function postLogoutSuccessSource(backTo: string | undefined) {
  return (ctx: KoaContextWithOIDC): void => {
    ctx.type = 'html';
    ctx.body = messagePage({
      title: 'Signed out',
      message: `You have been signed out of ${PRODUCT_NAME}.`,
      nonce: cspNonce(ctx.res),
      backTo,
    });
  };
}

/** Errors the library cannot send back to the client (bad client_id, bad redirect_uri, ...). */
export function renderError(backTo: string | undefined) {
  return (ctx: KoaContextWithOIDC, out: ErrorOut): void => {
    ctx.type = 'html';
    ctx.body = messagePage({
      title: 'Sign-in problem',
      message: out.error_description ?? out.error,
      nonce: cspNonce(ctx.res),
      backTo,
    });
  };
}
