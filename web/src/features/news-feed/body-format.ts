/**
 * What the body editor's toolbar does to the text: wraps the selection in one of the tags the
 * news allow-list keeps, and selects the wrapped words again so the next button applies to them.
 */
import { NEWS_LINK_PATTERN } from '@backoffice/core/domain';

export type BodyFormat =
  'bold' | 'italic' | 'heading' | 'quote' | 'paragraph' | 'bullets' | 'numbers';

/** The text and its selection, as a textarea holds them. */
export interface BodyEdit {
  text: string;
  start: number;
  end: number;
}

const WRAPS: Readonly<Record<Exclude<BodyFormat, 'bullets' | 'numbers'>, string>> = {
  bold: 'strong',
  italic: 'em',
  heading: 'h3',
  quote: 'blockquote',
  paragraph: 'p',
};

function wrap(edit: BodyEdit, open: string, close: string, inner: string): BodyEdit {
  const before = edit.text.slice(0, edit.start);
  const after = edit.text.slice(edit.end);
  return {
    text: `${before}${open}${inner}${close}${after}`,
    start: before.length + open.length,
    end: before.length + open.length + inner.length,
  };
}

/** Each selected line becomes an item of a bulleted or numbered list. */
function list(edit: BodyEdit, tag: 'ul' | 'ol'): BodyEdit {
  const lines = edit.text
    .slice(edit.start, edit.end)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const items = (lines.length > 0 ? lines : ['']).map((line) => `  <li>${line}</li>`);
  return wrap(edit, `<${tag}>\n`, `\n</${tag}>`, items.join('\n'));
}

export function applyFormat(edit: BodyEdit, format: BodyFormat): BodyEdit {
  if (format === 'bullets') return list(edit, 'ul');
  if (format === 'numbers') return list(edit, 'ol');
  const tag = WRAPS[format];
  return wrap(edit, `<${tag}>`, `</${tag}>`, edit.text.slice(edit.start, edit.end));
}

/** Why an address cannot be a link, or null when it can (the sanitiser would drop it). */
export function linkProblem(address: string): string | null {
  if (address.trim() === '') return 'Enter the link’s address';
  return NEWS_LINK_PATTERN.test(address.trim())
    ? null
    : 'A link must start with https://, http:// or mailto:';
}

const attributeText = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The selection as a link to `address` (the address itself when nothing is selected). */
export function applyLink(edit: BodyEdit, address: string): BodyEdit {
  const href = address.trim();
  const words = edit.text.slice(edit.start, edit.end) || href;
  return wrap(edit, `<a href="${attributeText(href)}">`, '</a>', words);
}
