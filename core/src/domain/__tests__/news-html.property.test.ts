/**
 * Fuzz of the news sanitiser (issue 15): whatever HTML-ish text a user or an attacker sends,
 * what comes out has no script, no style, no event handler and no link but http(s) and mailto,
 * and sanitising again changes nothing (so the stored body is what every reader is shown).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEWS_HTML_ATTRIBUTES, NEWS_HTML_TAGS, NEWS_LINK_PATTERN } from '../news-html.ts';
import { elementsOf, sanitise } from './news-test-dom.ts';

const TAGS = [
  ...NEWS_HTML_TAGS,
  'script',
  'style',
  'img',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'div',
  'form',
  'input',
  'details',
  'select',
  'option',
  'table',
  'td',
  'a',
  'SCRIPT',
  'ScRiPt',
  'foreignObject',
  'mglyph',
  'annotation-xml',
];
const ATTRIBUTES = [
  ...NEWS_HTML_ATTRIBUTES,
  'onclick',
  'onerror',
  'onload',
  'OnMouseOver',
  'style',
  'src',
  'srcdoc',
  'xlink:href',
  'formaction',
  'action',
  'class',
  'id',
  'data-x',
  'is',
  'open',
  'ontoggle',
];
const VALUES = [
  'https://example.com/',
  'mailto:a@example.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'jav&#x61;script:alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'vbscript:x',
  'alert(1)',
  'expression(alert(1))',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '',
];
const TEXTS = [
  'hello',
  'alert(1)',
  '<',
  '>',
  '&',
  '&lt;script&gt;',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '</',
  '"',
  "'",
  '=',
  '\n',
  ' ',
  'javascript:',
  '\u0000',
  '<?xml',
];

const attribute = fc
  .tuple(fc.constantFrom(...ATTRIBUTES), fc.constantFrom(...VALUES), fc.constantFrom('"', "'", ''))
  .map(([name, value, quote]) => ` ${name}=${quote}${value}${quote}`);

const open = fc
  .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 3 }), fc.boolean())
  .map(([tag, attrs, selfClosing]) => `<${tag}${attrs.join('')}${selfClosing ? ' /' : ''}>`);
const close = fc.constantFrom(...TAGS).map((tag) => `</${tag}>`);
const text = fc.oneof(fc.constantFrom(...TEXTS), fc.string({ maxLength: 8 }));

/** Tag soup: opening and closing tags, attributes and text in any order, often unbalanced. */
const htmlish = fc
  .array(fc.oneof({ weight: 3, arbitrary: open }, { weight: 2, arbitrary: close }, text), {
    maxLength: 25,
  })
  .map((parts) => parts.join(''));

const allowedTags = new Set<string>(NEWS_HTML_TAGS);
const allowedAttributes = new Set<string>(NEWS_HTML_ATTRIBUTES);

function problemsOf(clean: string): string[] {
  const problems: string[] = [];
  if (/<\s*\/?\s*(script|style)/i.test(clean)) problems.push('a script or style tag');
  for (const element of elementsOf(clean)) {
    if (!allowedTags.has(element.localName)) problems.push(`<${element.localName}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!allowedAttributes.has(name)) problems.push(`attribute ${name}`);
      if (name === 'href' && !NEWS_LINK_PATTERN.test(value)) problems.push(`href ${value}`);
      if (/^\s*(javascript|data|vbscript):/i.test(value)) problems.push(`value ${value}`);
    }
  }
  return problems;
}

// Hundreds of DOM parses a property: seconds on a quiet machine, more beside a full run.
describe('the news sanitiser under fuzz', { timeout: 30_000 }, () => {
  it('should never let a script, style, event handler or non-web link through', () => {
    fc.assert(
      fc.property(htmlish, (input) => {
        expect(problemsOf(sanitise(input))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('should change nothing when sanitising its own output', () => {
    fc.assert(
      fc.property(htmlish, (input) => {
        const once = sanitise(input);
        expect(sanitise(once)).toBe(once);
      }),
      { numRuns: 400 },
    );
  });

  it('should survive arbitrary text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (input) => {
        expect(problemsOf(sanitise(input))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
