/**
 * CourtListener's REST API (v4) as the docket fetch reads it. A docket is found by its court
 * (CourtListener's court id is the CM/ECF one, `nysd`: `districtCourtId`) and number
 * (`/dockets/?court=…&docket_number=…`); its entries come from `/docket-entries/?docket=<id>`, a
 * page at a time, each page naming the next by its address (cursor pagination). An entry's
 * number is the court's document number (null for a minute entry), `date_filed` its day,
 * `description` its text; the description of its main document stands in when the entry has no
 * text of its own. Everything else in an answer is ignored, so new fields do not break the
 * reading; a field of the wrong type refuses the whole page, saying so.
 */
import { z } from 'zod';
import { tidyOneLine } from '../../api/primitives.ts';
import { parseDocketNumber } from './docket-number.ts';
import type { PacerEntry } from './pacer-report.ts';

/** Where the API answers, and what an access token is sent as (`Authorization: Token …`). */
export const COURTLISTENER_API = 'https://www.courtlistener.com/api/rest/v4/';
export const courtListenerAuthorization = (token: string) => `Token ${token}`;

/** The most pages one fetch follows (20 entries a page: 10,000 entries). */
export const COURTLISTENER_MAX_PAGES = 500;

const docketPageSchema = z.object({
  next: z.string().nullable().optional(),
  results: z.array(
    z.object({
      id: z.number().int().positive(),
      court_id: z.string().nullable().optional(),
      docket_number: z.string().nullable().optional(),
    }),
  ),
});

const documentSchema = z.object({
  description: z.string().nullable().optional(),
  attachment_number: z.number().int().nullable().optional(),
});

const entryPageSchema = z.object({
  next: z.string().nullable().optional(),
  results: z.array(
    z.object({
      entry_number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
      date_filed: z.string().nullable().optional(),
      description: z.string().nullable().optional(),
      recap_documents: z.array(documentSchema).nullable().optional(),
    }),
  ),
});

/** An answer that is not the page we asked for. */
export class NotACourtListenerAnswer extends Error {
  override name = 'NotACourtListenerAnswer';
}

function pageOf<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const read = schema.safeParse(body);
  if (read.success) return read.data;
  const issue = read.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  throw new NotACourtListenerAnswer(
    `CourtListener's answer is not a page of ${what} (${issue?.message ?? 'unknown shape'}${where})`,
  );
}

/** The base address with the path ending in `/`, so relative paths go below it. */
function baseOf(base: string): URL {
  const url = new URL(base);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** The address that finds a docket by court and number. */
export function docketSearchUrl(base: string, courtId: string, docketNumber: string): URL {
  const url = new URL('dockets/', baseOf(base));
  url.searchParams.set('court', courtId);
  url.searchParams.set('docket_number', docketNumber);
  return url;
}

/** The address of a docket's first page of entries, in the docket's own order. */
export function docketEntriesUrl(base: string, docketId: number): URL {
  const url = new URL('docket-entries/', baseOf(base));
  url.searchParams.set('docket', String(docketId));
  url.searchParams.set('order_by', 'recap_sequence_number,entry_number');
  // Each document's extracted text can be megabytes; the fetch reads descriptions only.
  url.searchParams.set('omit', 'recap_documents__plain_text');
  return url;
}

/**
 * Whether `address` is under the configured API (same scheme, host and port, and below its
 * path): a `next` anywhere else is not followed, so the token goes nowhere but there.
 */
export function isUnderBase(address: string, base: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const root = baseOf(base);
  return (
    url.origin === root.origin &&
    url.username === '' &&
    url.password === '' &&
    url.pathname.startsWith(root.pathname)
  );
}

/** `1:26-cv-07210` of `1:26-cv-7210-GHW`; the text itself when it is no federal number. */
function numberBase(docketNumber: string): string {
  const read = parseDocketNumber(docketNumber);
  return read.ok ? read.value.base : docketNumber.trim().toLowerCase();
}

/** The CourtListener id of the docket of this court and number in a search's answer; null if none. */
export function docketIdOf(body: unknown, courtId: string, docketNumber: string): number | null {
  const page = pageOf(docketPageSchema, body, 'dockets');
  const wanted = numberBase(docketNumber);
  const match = page.results.find(
    (d) =>
      numberBase(d.docket_number ?? '') === wanted &&
      (d.court_id == null || d.court_id === courtId),
  );
  return match?.id ?? null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2024-05-01` when it is a real day; null otherwise. */
function dayOf(text: string | null | undefined): string | null {
  const day = text?.slice(0, 10) ?? '';
  if (!ISO_DAY.test(day)) return null;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day ? day : null;
}

// An entry's text is one line, as a PACER report's: control characters, line breaks and
// direction overrides become spaces (core's rule for text read from someone else's file).
const plain = (text: string | null | undefined) => tidyOneLine(text ?? '');

/** The entry's main document: the one that is no attachment, else the first. */
function mainDocument(docs: readonly z.infer<typeof documentSchema>[] | null | undefined) {
  return docs?.find((d) => !d.attachment_number) ?? docs?.[0];
}

/** A page of entries as the PACER merge takes them, and the next page's address. */
export function readEntryPage(body: unknown): { entries: PacerEntry[]; next: string | null } {
  const page = pageOf(entryPageSchema, body, 'docket entries');
  const entries = page.results.map((e): PacerEntry => ({
    filedOn: dayOf(e.date_filed),
    documentNumber: e.entry_number ?? null,
    text: plain(e.description) || plain(mainDocument(e.recap_documents)?.description),
  }));
  return { entries, next: page.next ?? null };
}

/** What CourtListener said when it refused a call: its `detail`, and the status. */
export function refusalOf(status: number, body: unknown): string {
  const detail =
    typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
      ? plain(body.detail).slice(0, 500)
      : '';
  return detail ? `"${detail}" (HTTP ${String(status)})` : `HTTP ${String(status)}`;
}
