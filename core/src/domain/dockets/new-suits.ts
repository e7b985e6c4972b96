/**
 * Which items of a court's CM/ECF feed are likely new securities class actions, and which of
 * our securities they likely concern.
 *
 * - New: a civil case (`cv`) whose entry is its complaint: the entry type starts with
 *   "Complaint" or "Class Action Complaint" (not "Amended Complaint", not "Answer to
 *   Complaint"), and is document 1 when the feed gives the number.
 * - Securities: where the item gives a nature of suit, 850 (Securities/Commodities/Exchange)
 *   and nothing else. Most courts give none; then the case name says "securities",
 *   "stockholder" or "shareholder", or a defendant is an issuer of one of our securities (a
 *   suit against an issuer the firm follows is worth a look; staff dismiss the ones that are
 *   not securities suits).
 * - Issuers are matched on their names made comparable: case, punctuation and legal forms
 *   (Inc., Corp., Ltd., plc, …) and "ADR" ignored, the whole name found word for word among the
 *   defendants.
 */
import type { CmecfFeedItem } from './cmecf-rss.ts';

export const SECURITIES_NATURE_OF_SUIT = '850';

export type NewSuitReason = 'nature_of_suit' | 'case_name' | 'issuer';

export interface IssuerRef {
  id: string;
  name: string;
}

export interface NewSuitCandidate {
  docketNumber: string;
  caseName: string;
  filedOn: string | null;
  securityIds: string[];
  reason: NewSuitReason;
}

const LEGAL_FORMS = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'llc',
  'lp',
  'llp',
  'plc',
  'sa',
  'ag',
  'nv',
  'se',
  'spa',
  'ab',
  'asa',
  'as',
  'oyj',
  'bv',
  'gmbh',
  'kk',
  'pc',
  'adr',
  'the',
]);

/** `Acme Corp., Ltd.` → `acme`: the words of a name that tell one issuer from another. */
export function issuerKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1') // S.A. → sa, N.V. → nv
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '' && !LEGAL_FORMS.has(w))
    .join(' ');
}

/** The defendants' side of a case name: after " v. ", or all of "In re …". */
export function defendantsOf(caseName: string): string {
  const parts = caseName.split(/\s+v(?:s)?\.?\s+/i);
  const side = parts.length > 1 ? parts.slice(1).join(' ') : caseName.replace(/^in re\s+/i, '');
  return side.replace(/\bet al\.?$/i, '').trim();
}

/** Ids of the securities whose issuer the case name's defendants name. */
export function matchIssuers(caseName: string, securities: readonly IssuerRef[]): string[] {
  const defendants = ` ${issuerKey(defendantsOf(caseName))} `;
  if (defendants.trim() === '') return [];
  return securities
    .filter((s) => {
      const key = issuerKey(s.name);
      return key.length >= 2 && defendants.includes(` ${key} `);
    })
    .map((s) => s.id);
}

const COMPLAINT = /^(?:class action )?complaint\b/i;

/** The item records the complaint that opened a civil case. */
export function isNewComplaint(item: CmecfFeedItem): boolean {
  return (
    item.docketNumber !== null &&
    /-cv-/.test(item.docketNumber.base) &&
    item.entryType !== null &&
    COMPLAINT.test(item.entryType) &&
    (item.documentNumber === null || item.documentNumber === 1)
  );
}

const SECURITIES_WORDS = /\b(securities|sec\. litig|stockholders?|shareholders?)\b/i;

/** Why the item is likely a securities suit, or null when it is not. */
export function securitiesReason(
  item: CmecfFeedItem,
  matched: readonly string[],
): NewSuitReason | null {
  if (item.natureOfSuit !== null)
    return item.natureOfSuit === SECURITIES_NATURE_OF_SUIT ? 'nature_of_suit' : null;
  if (SECURITIES_WORDS.test(item.caseName)) return 'case_name';
  return matched.length > 0 ? 'issuer' : null;
}

/** The suggestion an item makes, or null when it is no new securities suit. */
export function newSuitOf(
  item: CmecfFeedItem,
  securities: readonly IssuerRef[],
): NewSuitCandidate | null {
  if (!isNewComplaint(item) || !item.docketNumber) return null;
  const securityIds = matchIssuers(item.caseName, securities);
  const reason = securitiesReason(item, securityIds);
  if (!reason) return null;
  return {
    docketNumber: item.docketNumber.base,
    caseName: item.caseName || item.printedNumber,
    filedOn: item.filedOn,
    securityIds,
    reason,
  };
}
