/**
 * The formatted body of a client-portal news item: HTML limited to a small allow-list, defined
 * once here and applied by the one sanitiser (DOMPurify) wherever a body is stored or shown.
 * No script, style, event handler or non-web link survives; links open apart from the portal
 * (`rel="noopener noreferrer"`, so the opened page cannot reach back).
 */
import createDOMPurify, { type Config, type WindowLike } from 'dompurify';

/** Paragraphs, emphasis, lists, small headings, quotes and links: what the editor offers. */
export const NEWS_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
  'a',
] as const;

/** Only links carry attributes; `rel` and `target` are set by the sanitiser, not kept. */
export const NEWS_HTML_ATTRIBUTES = ['href', 'rel', 'target'] as const;

/** Web and mail links only: no `javascript:`, `data:`, `vbscript:` and no relative paths. */
export const NEWS_LINK_PATTERN = /^(?:https?:\/\/|mailto:)/i;

const LINK_REL = 'noopener noreferrer';

/** A body with no tag at all is plain text (older items, or typed without formatting). */
const HAS_TAG = /<[a-z!/?]/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...NEWS_HTML_TAGS],
  ALLOWED_ATTR: [...NEWS_HTML_ATTRIBUTES],
  ALLOWED_URI_REGEXP: NEWS_LINK_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Kept text of a removed element (a <div>'s words) stays; a <script>'s or <style>'s does not.
  KEEP_CONTENT: true,
};

/**
 * Removing an element can leave a tree the HTML parser would build differently (an <a> inside
 * an <a> once a <div> between them is gone), so one pass may not be final; a few more make the
 * result stable, which the fuzz tests check.
 */
const MAX_PASSES = 4;

export type NewsSanitiser = (html: string) => string;

/**
 * An element parsed with an `is` attribute keeps it when serialised even once the attribute is
 * removed (it is part of what the element is), so such an element is rebuilt without it; the
 * copy is sanitised in its turn. Only elements the allow-list keeps: the others are removed
 * anyway, and the HTML parser takes names the DOM cannot create again ("a:<p").
 */
function replaceWithPlain(node: Element): void {
  const plain = node.ownerDocument.createElementNS(node.namespaceURI, node.localName);
  for (const { name, value } of Array.from(node.attributes)) {
    if (name !== 'is') plain.setAttribute(name, value);
  }
  plain.append(...Array.from(node.childNodes));
  node.replaceWith(plain);
}

const KEPT_TAGS: ReadonlySet<string> = new Set(NEWS_HTML_TAGS);
const isKept = (node: Element) => KEPT_TAGS.has(node.localName);

/** What a sanitiser needs of a DOM: the browser's window, or a jsdom one. */
export type NewsDomWindow = WindowLike;

/**
 * A sanitiser over a DOM: the browser's `window` in the web, a jsdom window on the server. Each
 * call makes its own DOMPurify instance, so the link hook never touches another's.
 */
export function createNewsSanitiser(window: NewsDomWindow): NewsSanitiser {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeElement', (node) => {
    if (node instanceof window.Element && node.hasAttribute('is') && isKept(node)) {
      replaceWithPlain(node);
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') {
      for (const name of NEWS_HTML_ATTRIBUTES) node.removeAttribute(name);
      return;
    }
    // DOMPurify lets an empty href through (it tests only non-empty values against the pattern).
    const href = node.getAttribute('href');
    if (href !== null && !NEWS_LINK_PATTERN.test(href)) node.removeAttribute('href');
    if (node.hasAttribute('href')) {
      node.setAttribute('rel', LINK_REL);
      node.setAttribute('target', '_blank');
    } else {
      node.removeAttribute('rel');
      node.removeAttribute('target');
    }
  });
  const settle = (html: string) => {
    let current = html;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const next = purify.sanitize(current, CONFIG);
      if (next === current) return next;
      current = next;
    }
    return current;
  };
  return (body) => {
    const clean = settle(HAS_TAG.test(body) ? body : plainTextToNewsHtml(body));
    if (clean.trim() === '') return '';
    // Text left without any tag (its markup all removed) becomes a paragraph, as plain text does.
    return HAS_TAG.test(clean) ? clean : `<p>${clean.trim()}</p>`;
  };
}

/** A plain-text body (one without tags, as older items have) as paragraphs of escaped text. */
export function plainTextToNewsHtml(text: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escape(p)}</p>`)
    .join('');
}
