/** The gateway's own few HTML pages (credentials form, sign-in unavailable): plain, no script. */
import { PRODUCT_NAME } from '@backoffice/core';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#f4f6f8;color:#1d2733;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #d6dde5;border-radius:8px;padding:32px;width:min(360px,90vw)}
h1{font-size:20px;margin:0 0 16px}label{display:block;margin:12px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #98a4b3;border-radius:4px;font:inherit}
button,.button{display:block;box-sizing:border-box;text-align:center;text-decoration:none;margin-top:20px;width:100%;padding:10px;border:0;border-radius:4px;background:#1f4e79;color:#fff;font:inherit;font-weight:600}
:focus-visible{outline:3px solid #f0a500;outline-offset:2px}.message{color:#9b1c1c;background:#fdecec;padding:8px;border-radius:4px}`;

/** A page titled `title` around `body` (already escaped HTML). */
export function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>
${STYLE}
</style>
</head>
<body>
<main>
<h1>${PRODUCT_NAME}</h1>
${body}
</main>
</body>
</html>`;
}
