/** The credentials form of the form profile: plain, accessible HTML, no script. */
import { PRODUCT_NAME } from '@backoffice/core';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function loginFormPage(options: {
  returnTo: string;
  username?: string;
  message?: string;
}): string {
  const message = options.message
    ? `<p role="alert" class="message">${escape(options.message)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Login · ${PRODUCT_NAME}</title>
<style>
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#f4f6f8;color:#1d2733;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #d6dde5;border-radius:8px;padding:32px;width:min(360px,90vw)}
h1{font-size:20px;margin:0 0 16px}label{display:block;margin:12px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #98a4b3;border-radius:4px;font:inherit}
button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:4px;background:#1f4e79;color:#fff;font:inherit;font-weight:600}
:focus-visible{outline:3px solid #f0a500;outline-offset:2px}.message{color:#9b1c1c;background:#fdecec;padding:8px;border-radius:4px}
</style>
</head>
<body>
<main>
<h1>${PRODUCT_NAME}</h1>
${message}
<form method="post" action="/auth/login">
<input type="hidden" name="returnTo" value="${escape(options.returnTo)}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required maxlength="200" value="${escape(options.username ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}
