/**
 * A court's CM/ECF RSS feed read into suggested cases: read in core (`readCmecfFeed`), each item
 * that is a new securities complaint (`newSuitOf`) suggested once per court and docket number,
 * and none for a number that already has a docket or case. It runs inside a write, so a feed's
 * suggestions and its record are stored together or not at all.
 */
import { FEED_READINGS_KEPT, type NewSuit, type NewSuitFeed } from '@backoffice/core/api';
import {
  decodeFeed,
  newSuitOf,
  parseDocketNumber,
  readCmecfFeed,
  type CmecfFeed,
  type IssuerRef,
} from '@backoffice/core/domain';
import { ApiError, unprocessable } from '../../domain/api-error.ts';
import type { Store } from '../../store/store.ts';

const keyOf = (court: string, docketNumber: string) =>
  `${court.trim().toLowerCase()}|${docketNumber}`;

/** Court and number of every suggestion, docket and case already there. */
function knownNumbers(store: Store): Set<string> {
  const known = new Set<string>();
  for (const s of store.newSuits.all()) known.add(keyOf(s.court, s.docketNumber));
  for (const d of store.dockets.all()) known.add(keyOf(d.court, d.docketNumber));
  for (const c of store.cases.all()) {
    const parsed = c.docketNumber ? parseDocketNumber(c.docketNumber) : null;
    if (parsed?.ok) known.add(keyOf(c.court, parsed.value.base));
  }
  return known;
}

interface Reading {
  source: string;
  now: Date;
}

function suggestionsOf(store: Store, feed: CmecfFeed, reading: Reading) {
  const issuers: IssuerRef[] = store.securities.all().map((s) => ({ id: s.id, name: s.name }));
  const known = knownNumbers(store);
  const at = reading.now.toISOString();
  let alreadyKnown = 0;
  const added: NewSuit[] = [];
  for (const item of feed.items) {
    const found = newSuitOf(item, issuers);
    if (!found) continue;
    const key = keyOf(feed.court, found.docketNumber);
    if (known.has(key)) {
      alreadyKnown += 1;
      continue;
    }
    known.add(key);
    const suit: NewSuit = {
      id: store.newSuits.nextId(),
      court: feed.court,
      docketNumber: found.docketNumber,
      filedOn: found.filedOn ?? at.slice(0, 10),
      caseName: found.caseName.slice(0, 300),
      link: item.link,
      entryType: item.entryType ?? 'Complaint',
      natureOfSuit: item.natureOfSuit,
      reason: found.reason,
      securities: found.securityIds.map((id) => {
        const s = store.securities.get(id)!;
        return { id: s.id, ticker: s.ticker, name: s.name };
      }),
      state: 'open',
      caseId: null,
      source: reading.source,
      decidedBy: null,
      decidedAt: null,
      createdAt: at,
      updatedAt: at,
    };
    added.push(store.newSuits.put(suit));
  }
  return { added, alreadyKnown };
}

/**
 * Keeps a reading and the feed's newest readings before it, up to FEED_READINGS_KEPT, removing
 * the older ones in the same write (a feed read every few minutes adds no rows without end).
 */
function keepReading(store: Store, reading: NewSuitFeed): NewSuitFeed {
  const kept = store.newSuitFeeds.put(reading);
  const older = store.newSuitFeeds
    .all()
    .filter((r) => r.source === reading.source)
    .sort((a, b) => b.readAt.localeCompare(a.readAt) || b.id.localeCompare(a.id))
    .slice(FEED_READINGS_KEPT);
  for (const r of older) store.newSuitFeeds.delete(r.id);
  return kept;
}

/** Reads the feed's bytes into suggestions and records the reading; 422 when it is no feed. */
export function importFeed(store: Store, body: Uint8Array, reading: Reading): NewSuitFeed {
  const read = readCmecfFeed(decodeFeed(body));
  if (!read.ok) throw unprocessable('body', read.problem);
  const { added, alreadyKnown } = suggestionsOf(store, read.feed, reading);
  return keepReading(store, {
    id: store.newSuitFeeds.nextId(),
    source: reading.source,
    court: read.feed.court,
    readAt: reading.now.toISOString(),
    itemsRead: read.feed.items.length,
    suggestionsAdded: added.length,
    alreadyKnown,
    problem: null,
  });
}

/** A reading that read nothing, kept so staff can see the feed failed and why. */
export function recordFailedFetch(store: Store, reading: Reading, problem: string): NewSuitFeed {
  return keepReading(store, {
    id: store.newSuitFeeds.nextId(),
    source: reading.source,
    court: '',
    readAt: reading.now.toISOString(),
    itemsRead: 0,
    suggestionsAdded: 0,
    alreadyKnown: 0,
    problem: problem.slice(0, 2000),
  });
}

/** An uploaded feed read as importFeed; one that is refused is still kept as a failed reading. */
export function uploadFeed(store: Store, body: Uint8Array, reading: Reading): NewSuitFeed {
  try {
    return importFeed(store, body, reading);
  } catch (err) {
    if (err instanceof ApiError) {
      err.keep = (after) => {
        recordFailedFetch(after, reading, err.message);
      };
    }
    throw err;
  }
}
