/**
 * CourtListener's REST API over the network, outside any write: the docket found by court and
 * number, then its entries page by page, following each `next` only while it stays under the
 * configured base address (and no redirect at all), so the token is sent nowhere else. Every
 * way it can go wrong becomes a `CourtListenerProblem` in words, saying whether trying again
 * later may help; CourtListener's own `detail` is quoted when it refuses.
 */
import {
  COURTLISTENER_MAX_PAGES,
  courtListenerAuthorization,
  docketEntriesUrl,
  docketIdOf,
  docketSearchUrl,
  isUnderBase,
  NotACourtListenerAnswer,
  readEntryPage,
  refusalOf,
  type PacerEntry,
} from '@backoffice/core/domain';

export interface CourtListenerAccess {
  token: string;
  baseUrl: string;
  /** How long one answer may take. */
  timeoutMs: number;
  /** The largest answer read. */
  maxBytes: number;
}

export class CourtListenerProblem extends Error {
  override name = 'CourtListenerProblem';
  readonly retriable: boolean;
  constructor(message: string, retriable: boolean) {
    super(message);
    this.retriable = retriable;
  }
}

export interface FetchedDocket {
  courtListenerDocketId: number;
  pages: number;
  entries: PacerEntry[];
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** `Retry-After` in seconds or as a date, in words; null when absent or unreadable. */
function retryAfter(header: string | null, now: Date): string | null {
  if (!header) return null;
  const seconds = /^\d{1,7}$/.test(header.trim()) ? Number(header.trim()) : null;
  if (seconds !== null) return `${String(seconds)} seconds`;
  const at = new Date(header);
  if (Number.isNaN(at.getTime())) return null;
  const wait = Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
  return `${String(wait)} seconds (${at.toISOString()})`;
}

async function bodyOf(res: Response, maxBytes: number): Promise<string> {
  const length = Number(res.headers.get('content-length') ?? 0);
  const tooLarge = () =>
    new CourtListenerProblem(
      `CourtListener's answer is larger than ${String(maxBytes)} bytes; not read`,
      false,
    );
  if (length > maxBytes) throw tooLarge();
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw tooLarge();
  return new TextDecoder().decode(bytes);
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CourtListenerProblem(
      "CourtListener's answer is not JSON: is COURTLISTENER_BASE_URL its REST API v4 address?",
      false,
    );
  }
}

/** Why CourtListener refused, and whether to try again. */
function refusal(res: Response, body: unknown): CourtListenerProblem {
  const said = refusalOf(res.status, body);
  if (res.status === 401 || res.status === 403)
    return new CourtListenerProblem(
      `CourtListener refused the API token: ${said}. Check COURTLISTENER_API_TOKEN (courtlistener.com → your profile → API)`,
      false,
    );
  if (res.status === 429) {
    const wait = retryAfter(res.headers.get('retry-after'), new Date());
    return new CourtListenerProblem(
      `CourtListener rate limited us: ${said}; ${wait ? `retry after ${wait}` : 'retry later'}`,
      true,
    );
  }
  return new CourtListenerProblem(`CourtListener answered ${said}`, res.status >= 500);
}

async function getJson(address: string, access: CourtListenerAccess): Promise<unknown> {
  if (!isUnderBase(address, access.baseUrl))
    throw new CourtListenerProblem(
      `CourtListener's answer points to ${new URL(address, access.baseUrl).origin}, outside ${access.baseUrl}: not followed`,
      false,
    );
  let res: Response;
  try {
    res = await fetch(address, {
      headers: {
        authorization: courtListenerAuthorization(access.token),
        accept: 'application/json',
      },
      // A redirect could lead the token elsewhere: none is followed.
      redirect: 'manual',
      signal: AbortSignal.timeout(access.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    throw new CourtListenerProblem(
      timedOut
        ? `CourtListener did not answer within ${String(access.timeoutMs / 1000)} seconds; try again later`
        : `CourtListener could not be reached (${reasonOf(err)}); try again later`,
      true,
    );
  }
  if (res.status >= 300 && res.status < 400)
    throw new CourtListenerProblem(
      `CourtListener answered with a redirect (HTTP ${String(res.status)}), which is not followed: is COURTLISTENER_BASE_URL its REST API v4 address?`,
      false,
    );
  const text = await bodyOf(res, access.maxBytes);
  if (!res.ok) {
    let body: unknown = null;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // An HTML error page: the status says enough.
    }
    throw refusal(res, body);
  }
  return parsedJson(text);
}

function asProblem<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof NotACourtListenerAnswer) throw new CourtListenerProblem(err.message, false);
    throw err;
  }
}

/** Every entry CourtListener has of the docket of this court and number. */
export async function fetchDocket(
  access: CourtListenerAccess,
  courtId: string,
  docketNumber: string,
): Promise<FetchedDocket> {
  const search = await getJson(docketSearchUrl(access.baseUrl, courtId, docketNumber).href, access);
  const id = asProblem(() => docketIdOf(search, courtId, docketNumber));
  if (id === null)
    throw new CourtListenerProblem(
      `CourtListener has no docket ${docketNumber} in court ${courtId}`,
      false,
    );
  const entries: PacerEntry[] = [];
  const seen = new Set<string>();
  let next: string | null = docketEntriesUrl(access.baseUrl, id).href;
  while (next !== null) {
    if (seen.size >= COURTLISTENER_MAX_PAGES)
      throw new CourtListenerProblem(
        `The docket has more than ${String(COURTLISTENER_MAX_PAGES)} pages of entries on CourtListener; not fetched`,
        false,
      );
    if (seen.has(next))
      throw new CourtListenerProblem(`CourtListener named the same page twice (${next})`, false);
    seen.add(next);
    const body = await getJson(next, access);
    const read = asProblem(() => readEntryPage(body));
    entries.push(...read.entries);
    next = read.next;
  }
  return { courtListenerDocketId: id, pages: seen.size, entries };
}
