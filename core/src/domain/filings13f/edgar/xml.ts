/**
 * The SEC's 13-F XML read with a streaming parser (saxes), namespace prefixes dropped: filers
 * write `<infoTable>`, `<ns1:infoTable>` or `<n1:infoTable>` for the same element. The documents
 * are flat, so each leaf is known by its parent's and its own local name (`summaryPage/
 * tableEntryTotal`); inside a repeated record element (`infoTable`) by its own name alone.
 */
import { SaxesParser } from 'saxes';
import { Not13FError } from './types.ts';

export type XmlFields = Map<string, string>;

export interface XmlReading {
  /** Local name of the document element. */
  root: string;
  /** Leaves outside the records, by `parent/leaf`. */
  fields: XmlFields;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Reads `xml`, handing each `record` element's leaves (by local name) to `onRecord` as it
 * closes, so a table of any length is never held twice. Throws `Not13FError` for text that is
 * not well-formed XML, saying where it broke.
 */
export function readXml(
  xml: string,
  what: string,
  record?: { name: string; onRecord: (fields: XmlFields) => void },
): XmlReading {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const path: string[] = [];
  let text = '';
  let current: XmlFields | null = null;
  const fields: XmlFields = new Map();
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    path.push(name);
    text = '';
    if (record && name === record.name) current = new Map();
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('cdata', (t) => {
    text += t;
  });
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    path.pop();
    if (record && name === record.name && current) {
      record.onRecord(current);
      current = null;
    } else if (current) {
      current.set(name, text.trim());
    } else if (path.length > 0) {
      fields.set(`${path.at(-1)!}/${name}`, text.trim());
    }
    text = '';
  });
  let root = '';
  parser.on('opentagstart', (tag) => {
    if (!root) root = localName(tag.name);
  });
  try {
    // Filers leave blank lines before the XML declaration; a parser refuses them there.
    parser.write(xml.trimStart()).close();
  } catch (err) {
    // Only the parser's own complaints are about the XML; a handler's error (a limit) goes on.
    if (!(err instanceof Error) || err.constructor !== Error) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw new Not13FError(`The ${what} is not well-formed XML: ${reason}`);
  }
  if (!root) throw new Not13FError(`The ${what} holds no XML element`);
  return { root, fields };
}

/** A whole number as filed ("1,234" and "1234.0" happen); null when it is none. */
export function numberOf(text: string | undefined): number | null {
  if (text === undefined || text === '') return null;
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) && n >= 0 ? n : null;
}
