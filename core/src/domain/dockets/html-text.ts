/**
 * What the PACER reader needs of a parsed HTML document, so core stays free of a DOM: the
 * browser's DOMParser and jsdom both give it. Text is read as plain text (never markup), with
 * scripts and styles left out, so nothing in a report can run or style anything where shown.
 */
export interface HtmlNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<HtmlNode>;
}

export interface HtmlElement extends HtmlNode {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly children: ArrayLike<HtmlElement>;
  querySelector(selectors: string): HtmlElement | null;
  querySelectorAll(selectors: string): ArrayLike<HtmlElement>;
}

export interface HtmlDocument {
  readonly title: string;
  readonly body: HtmlElement | null;
  querySelector(selectors: string): HtmlElement | null;
  querySelectorAll(selectors: string): ArrayLike<HtmlElement>;
}

/** Parses a whole HTML page without running anything in it. */
export type ParseHtml = (html: string) => HtmlDocument;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
/** Elements that start a new line in the text of a cell. */
const BREAKS = new Set(['BR', 'TABLE', 'TR', 'DIV', 'P', 'H1', 'H2', 'H3', 'CENTER']);

function collect(node: HtmlNode, out: string[]): void {
  if (node.nodeType === TEXT_NODE) {
    out.push((node.nodeValue ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const name = node.nodeName.toUpperCase();
  if (SKIPPED.has(name)) return;
  const breaks = BREAKS.has(name);
  if (breaks) out.push('\n');
  for (let i = 0; i < node.childNodes.length; i += 1) collect(node.childNodes[i]!, out);
  if (breaks && name !== 'BR') out.push('\n');
}

/** The element's text as lines: `<br>` and blocks break lines, runs of spaces collapse. */
export function linesOf(node: HtmlNode): string[] {
  const out: string[] = [];
  collect(node, out);
  return out
    .join('')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim());
}

/** The element's text on one line, spaces collapsed. */
export function textOf(node: HtmlNode): string {
  return linesOf(node)
    .filter((l) => l !== '')
    .join(' ');
}

const elementsOf = (node: HtmlElement, tags: readonly string[]): HtmlElement[] =>
  Array.from(node.children).filter((c) => tags.includes(c.tagName.toUpperCase()));

/** A table's own rows, not those of tables inside its cells. */
export function rowsOf(table: HtmlElement): HtmlElement[] {
  return elementsOf(table, ['TR', 'TBODY', 'THEAD', 'TFOOT']).flatMap((c) =>
    c.tagName.toUpperCase() === 'TR' ? [c] : elementsOf(c, ['TR']),
  );
}

export const cellsOf = (row: HtmlElement): HtmlElement[] => elementsOf(row, ['TD', 'TH']);
