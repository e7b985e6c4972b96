/**
 * Suggested cases: feeds read into suggestions (new-suit-feeds.ts), listed, and decided by staff.
 * Accepting opens the case with the cases' own create (its checks, and its docket made in the
 * same write), so a suggestion accepted is a case like any other; the suggestion links it.
 */
import {
  caseCreateSchema,
  newSuitFeedList,
  newSuitList,
  type Case,
  type NewSuit,
  type NewSuitAccept,
  type NewSuitFeed,
} from '@backoffice/core/api';
import { ApiError, unprocessable } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import { resource, type IdCall } from '../resource.ts';
import { openCase } from './cases.ts';
import { uploadFeed } from './new-suit-feeds.ts';

const newSuits = resource<NewSuit>({
  what: 'suggested case',
  source: (store) => store.newSuits,
  list: newSuitList,
});

/** Readings of the feeds; `outcome` is whether one failed (it has a problem). */
const feedReadings = resource<NewSuitFeed>({
  what: 'feed reading',
  source: (store) => store.newSuitFeeds,
  list: {
    ...newSuitFeedList,
    custom: {
      outcome: (value) => (row: NewSuitFeed) => (row.problem !== null) === (value === 'failed'),
    },
  },
});

function stillOpen(suit: NewSuit): NewSuit {
  if (suit.state === 'accepted')
    throw new ApiError(
      'conflict',
      `Suggestion ${suit.id} was accepted as case ${suit.caseId ?? ''}`,
    );
  if (suit.state === 'dismissed')
    throw new ApiError('conflict', `Suggestion ${suit.id} was dismissed`);
  return suit;
}

/** What the case is opened with: the class period is not known from a feed, so it is the filing day. */
function caseBody(suit: NewSuit, securityIds: string[]) {
  const parsed = caseCreateSchema.safeParse({
    caption: suit.caseName,
    court: suit.court,
    docketNumber: suit.docketNumber,
    securityIds,
    classPeriodStart: suit.filedOn,
    classPeriodEnd: suit.filedOn,
    filedOn: suit.filedOn,
    status: 'filed',
    description:
      `Opened from the ${suit.court} CM/ECF feed (${suit.entryType}, ${suit.filedOn}). ` +
      'Set the class period from the complaint.',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw unprocessable(String(issue?.path[0] ?? 'caseName'), issue?.message ?? 'Not a case');
  }
  return parsed.data;
}

function accept(call: IdCall & { body: NewSuitAccept }): NewSuit {
  const suit = stillOpen(newSuits.find(call));
  const securityIds = call.body.securityIds ?? suit.securities.map((s) => s.id);
  if (securityIds.length === 0)
    throw unprocessable(
      'securityIds',
      'The feed named no security of ours: say which securities the case concerns',
    );
  const clash = call.store.dockets
    .all()
    .find(
      (d) =>
        d.court.trim().toLowerCase() === suit.court.trim().toLowerCase() &&
        d.docketNumber === suit.docketNumber,
    );
  if (clash)
    throw new ApiError(
      'conflict',
      `${suit.court} docket ${suit.docketNumber} is already docket ${clash.id} (case ${clash.caseId})`,
    );
  const opened: Case = openCase({ ...call, body: caseBody(suit, securityIds) });
  return call.store.newSuits.put({
    ...suit,
    state: 'accepted',
    caseId: opened.id,
    decidedBy: call.user.username,
    decidedAt: call.now.toISOString(),
    updatedAt: call.now.toISOString(),
  });
}

function dismiss(call: IdCall): NewSuit {
  const suit = stillOpen(newSuits.find(call));
  return call.store.newSuits.put({
    ...suit,
    state: 'dismissed',
    decidedBy: call.user.username,
    decidedAt: call.now.toISOString(),
    updatedAt: call.now.toISOString(),
  });
}

export const newSuitHandlers: HandlersOf<
  | 'listNewSuits'
  | 'getNewSuit'
  | 'listNewSuitFeeds'
  | 'uploadNewSuitFeed'
  | 'acceptNewSuit'
  | 'dismissNewSuit'
> = {
  listNewSuits: newSuits.list,
  listNewSuitFeeds: feedReadings.list,
  getNewSuit: newSuits.get,
  uploadNewSuitFeed: (call) =>
    uploadFeed(call.store, call.body, { source: 'upload', now: call.now }),
  acceptNewSuit: accept,
  dismissNewSuit: dismiss,
};
