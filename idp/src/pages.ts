/**
 * The HTML shell shared by the IdP's pages (sign-in, sign-out, errors): one small stylesheet
 * inline under the CSP nonce, no external resources.
 */
export const PRODUCT_NAME = 'Back Office';

// The palette and the dark header band of the web app (web/src/styles/tokens.css), so going
// from the app to sign-in and back feels like one product.
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#f3f5f8;
  font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1b2533}
.topbar{display:flex;align-items:center;height:48px;padding:0 16px;background:#111b2b;
  border-bottom:1px solid #24324a;color:#e7ecf3}
.brand{display:flex;align-items:center;gap:8px;font-size:16px;font-weight:600}
main{flex:1;display:grid;place-items:center;padding:24px 16px}
.card{width:min(100%,26rem);background:#fff;border:1px solid #dde2ea;border-radius:8px;padding:32px;
  box-shadow:0 8px 24px rgb(17 27 43 / 12%)}
h1{margin:0 0 .25rem;font-size:1.375rem;line-height:1.3}
p{margin:0 0 1.25rem;color:#5b6779}
label{display:block;font-weight:600;margin:0 0 .25rem}
input{display:block;width:100%;margin:0 0 1rem;padding:.55rem .75rem;font:inherit;color:inherit;
  border:1px solid #c4ccd8;border-radius:6px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid #2f5bd3;outline-offset:2px}
button{width:100%;margin-top:.25rem;padding:.6rem;font:inherit;font-weight:600;color:#fff;
  background:#2f5bd3;border:0;border-radius:6px;cursor:pointer}
button:hover{background:#244bb3}
a{color:#2f5bd3}
.error{margin:0 0 1rem;padding:.6rem .75rem;border-radius:6px;background:#fdecec;color:#8a1f1f;
  border:1px solid #eea5a5}
.note{margin:1.5rem 0 0;padding-top:1rem;border-top:1px solid #dde2ea;font-size:.8125rem;color:#5b6779}
`;

/** The product's mark, as in the app's header; decorative, the name is beside it. */
const BRAND_MARK = `<svg width="24" height="24" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="6" fill="#2f5bd3"/><path d="M9 8h8.5a4.5 4.5 0 0 1 2.3 8.4A4.8 4.8 0 0 1 18 25H9z" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/><path d="M9 16.4h9" stroke="#fff" stroke-width="2.6"/></svg>`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

export interface PageParts {
  title: string;
  nonce: string;
  /** Trusted HTML: every value inside must already be escaped. */
  body: string;
  /** Trusted inline script, run under the nonce. */
  script?: string;
}

export function renderPage({ title, nonce, body, script }: PageParts): string {
  const n = escapeHtml(nonce);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style nonce="${n}">${STYLE}</style>
</head>
<body>
<header class="topbar"><span class="brand">${BRAND_MARK}${PRODUCT_NAME}</span></header>
<main>
<div class="card">
${body}
</div>
</main>${script ? `\n<script nonce="${n}">${script}</script>` : ''}
</body>
</html>
`;
}

/** A short page for dead ends (expired sign-in, unknown request), with a way back. */
export function messagePage(options: {
  title: string;
  message: string;
  nonce: string;
  backTo?: string | undefined;
}): string {
  const back = options.backTo
    ? `<p class="note"><a href="${escapeHtml(options.backTo)}">Return to ${PRODUCT_NAME}</a></p>`
    : '';
  return renderPage({
    title: options.title,
    nonce: options.nonce,
    body: `<h1>${escapeHtml(options.title)}</h1>\n<p>${escapeHtml(options.message)}</p>${back}`,
  });
}
