/**
 * The HTML shell shared by the IdP's pages (sign-in, sign-out, errors): one small stylesheet
 * inline under the CSP nonce, no external resources.
 */
export const PRODUCT_NAME = 'Back Office';

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f4f6;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827}
main{width:min(100% - 2rem,24rem);background:#fff;border-radius:8px;padding:2rem;
  box-shadow:0 1px 3px rgba(0,0,0,.12),0 8px 24px rgba(0,0,0,.06)}
h1{margin:0 0 .25rem;font-size:1.5rem}
p{margin:0 0 1.25rem;color:#4b5563}
label{display:block;font-weight:600;margin:0 0 .25rem}
input{display:block;width:100%;margin:0 0 1rem;padding:.6rem .75rem;font:inherit;
  border:1px solid #9ca3af;border-radius:6px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button{width:100%;padding:.65rem;font:inherit;font-weight:600;color:#fff;background:#1f2937;
  border:0;border-radius:6px;cursor:pointer}
button:hover{background:#111827}
.error{margin:0 0 1rem;padding:.6rem .75rem;border-radius:6px;background:#fef2f2;color:#991b1b;
  border:1px solid #fecaca}
.note{margin:1.25rem 0 0;font-size:.875rem;color:#6b7280}
`;

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
<main>
${body}
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
