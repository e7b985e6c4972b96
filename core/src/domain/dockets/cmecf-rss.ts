/**
 * Reads the RSS 2.0 feed a district court's CM/ECF publishes (`rss_outside.pl`): one item per
 * docket entry, its title the docket number and case name (`1:18-cv-03365 Chau v. Donovan et
 * al`), its description the entry's type in brackets and, on most courts, a link to the
 * document whose text is its number (`[Complaint] (<a …>1</a>)`). Courts differ: some wrap
 * the text in CDATA, some repeat the case name, a few add the nature of suit. The XML is read
 * with saxes, which expands no entity a document declares (a DTD's entities are refused as
 * undefined), so an entity bomb stops at its first reference.
 */
import { tidyOneLine } from '../../api/primitives.ts';
import { SaxesParser } from 'saxes';
import { cmecfCourtId, districtCourtName } from './court-names.ts';
import { parseDocketNumber, type DocketNumber } from './docket-number.ts';

export interface CmecfFeedItem {
  /** The number as the title prints it, judges' initials included. */
  printedNumber: string;
  /** Null when the title's number is not a federal docket number. */
  docketNumber: DocketNumber | null;
  caseName: string;
  /** `Complaint` of `[Complaint]`; null when the description names none. */
  entryType: string | null;
  /** The entry's number on the docket, when the description links its document. */
  documentNumber: number | null;
  /** The docket's address on CM/ECF (http or https only). */
  link: string | null;
  /** The day of `pubDate` in US Eastern time, `2018-04-17`; null without a readable date. */
  filedOn: string | null;
  /** The three-digit code, when the item gives one (`850`). */
  natureOfSuit: string | null;
  /** The description as plain text. */
  text: string;
}

export interface CmecfFeed {
  /** `S.D.N.Y.` from the court's CM/ECF address; else the channel's title. */
  court: string;
  /** `nysd`; null when the feed's link is no CM/ECF court's. */
  courtId: string | null;
  items: CmecfFeedItem[];
}

export const NOT_A_CMECF_FEED =
  "This file is not a court's CM/ECF RSS feed: upload the RSS XML a district court publishes " +
  '(https://ecf.<court>.uscourts.gov/cgi-bin/rss_outside.pl)';

/** More items than any court's feed carries (a day of SDNY is a few hundred). */
export const MAX_FEED_ITEMS = 20_000;

const ITEM_FIELDS = ['title', 'link', 'description', 'pubDate', 'category'] as const;
type ItemField = (typeof ITEM_FIELDS)[number];
type RawItem = Partial<Record<ItemField, string>>;

interface RawFeed {
  root: string;
  channels: number;
  title: string;
  link: string;
  items: RawItem[];
}

class FeedProblem extends Error {}

function readXml(xml: string): RawFeed {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const feed: RawFeed = { root: '', channels: 0, title: '', link: '', items: [] };
  const path: string[] = [];
  let text = '';
  let item: RawItem | null = null;
  parser.on('opentag', (tag) => {
    const name = tag.name;
    if (path.length === 0) feed.root = name;
    path.push(name);
    text = '';
    if (name === 'channel') feed.channels += 1;
    if (name === 'item') {
      if (feed.items.length >= MAX_FEED_ITEMS)
        throw new FeedProblem(`The feed has more than ${MAX_FEED_ITEMS} items`);
      item = {};
    }
  });
  parser.on('text', (t) => (text += t));
  parser.on('cdata', (t) => (text += t));
  parser.on('closetag', (tag) => {
    path.pop();
    const parent = path.at(-1);
    if (tag.name === 'item' && item) {
      feed.items.push(item);
      item = null;
    } else if (item && parent === 'item' && (ITEM_FIELDS as readonly string[]).includes(tag.name)) {
      item[tag.name as ItemField] = text.trim();
    } else if (parent === 'channel' && tag.name === 'title') feed.title = text.trim();
    else if (parent === 'channel' && tag.name === 'link') feed.link = text.trim();
    text = '';
  });
  try {
    parser.write(xml.replace(/^\uFEFF/, '').trimStart()).close();
  } catch (err) {
    if (err instanceof FeedProblem) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw new FeedProblem(`${NOT_A_CMECF_FEED}. It is not well-formed XML: ${reason}`);
  }
  return feed;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#039': "'",
  nbsp: ' ',
};

/**
 * Markup in a description is shown as text, never as markup: tags go, entities are decoded, and
 * what stored one-line text refuses (control characters, direction overrides) becomes a space.
 */
function plainText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#0?39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? ' ');
  return tidyOneLine(text);
}

const EASTERN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `Tue, 17 Apr 2018 23:41:33 GMT` → `2018-04-17`: the court's day, taken as US Eastern. */
export function feedDay(pubDate: string | undefined): string | null {
  if (!pubDate) return null;
  const at = Date.parse(pubDate);
  return Number.isNaN(at) ? null : EASTERN_DAY.format(new Date(at));
}

const NATURE_OF_SUIT = /\b(?:nature of suit|NOS)\s*[:#-]?\s*(\d{3})\b/i;

function natureOfSuit(...texts: (string | undefined)[]): string | null {
  for (const t of texts) {
    const code = t ? NATURE_OF_SUIT.exec(t)?.[1] : undefined;
    if (code) return code;
    if (t && /securities\s*\/\s*commodities/i.test(t)) return '850';
  }
  return null;
}

const safeLink = (link: string | undefined) =>
  link && /^https?:\/\//i.test(link) ? link.slice(0, 500) : null;

function itemOf(raw: RawItem): CmecfFeedItem | null {
  const title = plainText(raw.title ?? '');
  const [printedNumber = '', ...rest] = title.split(' ');
  if (!printedNumber) return null;
  const parsed = parseDocketNumber(printedNumber);
  const description = raw.description ?? '';
  const text = plainText(description);
  const entryType = /^\[([^\]]+)\]/.exec(text)?.[1]?.trim() ?? null;
  const documentNumber = />\s*(\d{1,6})\s*<\/a>/i.exec(description)?.[1];
  return {
    printedNumber,
    docketNumber: parsed.ok ? parsed.value : null,
    caseName: rest.join(' ').trim(),
    entryType,
    documentNumber: documentNumber === undefined ? null : Number(documentNumber),
    link: safeLink(raw.link),
    filedOn: feedDay(raw.pubDate),
    natureOfSuit: natureOfSuit(raw.category, title, text),
    text,
  };
}

function courtOf(feed: RawFeed): { court: string; courtId: string | null } {
  const courtId = cmecfCourtId(feed.link);
  const named = courtId ? districtCourtName(courtId) : null;
  // "Southern District of New York - Recent Entries": the court is the part before the dash.
  const titled = plainText(feed.title).split(/\s+-\s+|\s+(?:Order|Recent)\b/)[0] ?? '';
  return { court: (named ?? titled).slice(0, 120), courtId };
}

export type CmecfFeedReading = { ok: true; feed: CmecfFeed } | { ok: false; problem: string };

/** The feed's items, or why the text is no CM/ECF RSS feed. */
export function readCmecfFeed(xml: string): CmecfFeedReading {
  let raw: RawFeed;
  try {
    raw = readXml(xml);
  } catch (err) {
    if (err instanceof FeedProblem) return { ok: false, problem: err.message };
    throw err;
  }
  if (raw.root !== 'rss')
    return {
      ok: false,
      problem: `${NOT_A_CMECF_FEED}. Its document element is <${raw.root || 'none'}>, not <rss>`,
    };
  if (raw.channels !== 1)
    return { ok: false, problem: `${NOT_A_CMECF_FEED}. It has ${raw.channels} channels, not one` };
  const { court, courtId } = courtOf(raw);
  if (!court) return { ok: false, problem: `${NOT_A_CMECF_FEED}. Its channel names no court` };
  const items = raw.items.map(itemOf).filter((i): i is CmecfFeedItem => i !== null);
  return { ok: true, feed: { court, courtId, items } };
}

/** Courts publish in ISO-8859-1 (as the XML declaration says) or UTF-8. */
export function decodeFeed(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  if (declared && declared !== 'utf-8' && declared !== 'utf8') {
    try {
      return new TextDecoder(declared).decode(bytes);
    } catch {
      // An encoding the runtime does not know: read as UTF-8 below.
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}
