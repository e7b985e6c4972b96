/** Cases (and DOG cases), dockets and their entries, motions, and the calendar. */
import { caseCreateSchema, caseList, caseSchema, caseUpdateSchema } from '../entities/cases.ts';
import { calendarEventList, calendarEventSchema } from '../entities/calendar.ts';
import { casePriceCoverageSchema } from '../entities/price-imports.ts';
import { endpoint } from '../endpoint.ts';
import {
  docketCreateSchema,
  docketImportSchema,
  pacerReportBodySchema,
  docketUpdateSchema,
  docketEntryCreateSchema,
  docketEntryList,
  docketEntrySchema,
  docketList,
  docketSchema,
} from '../entities/dockets.ts';
import {
  courtListenerFetchList,
  courtListenerFetchSchema,
  integrationsSchema,
} from '../entities/courtlistener.ts';
import {
  newSuitAcceptSchema,
  newSuitFeedBodySchema,
  FEED_READINGS_KEPT,
  newSuitFeedList,
  newSuitFeedSchema,
  newSuitList,
  newSuitSchema,
} from '../entities/new-suits.ts';
import {
  motionCreateSchema,
  motionList,
  motionSchema,
  motionUpdateSchema,
} from '../entities/motions.ts';
import {
  action,
  actionWith,
  change,
  create,
  getOne,
  idParams,
  list,
  listUnder,
  remove,
} from './kinds.ts';

const cases = { tag: 'Cases', item: caseSchema };
const motions = { tag: 'Motions', item: motionSchema };
const newSuits = { tag: 'Suggested cases', item: newSuitSchema };

export const litigationEndpoints = {
  listCases: list({
    ...cases,
    path: '/cases',
    summary: 'List cases (dog=true: the DOG cases)',
    list: caseList,
  }),
  getCase: getOne({ ...cases, path: '/cases/{id}', summary: 'One case' }),
  getCasePriceCoverage: getOne({
    tag: 'Cases',
    path: '/cases/{id}/price-coverage',
    summary:
      "The closes a case's loss runs need that its securities lack: the trading days (NYSE calendar) of the class period and of the 90-day lookback without a close, up to the data's today",
    item: casePriceCoverageSchema,
  }),
  createCase: create({
    ...cases,
    path: '/cases',
    summary: 'Open a case',
    body: caseCreateSchema,
    errors: [409, 422],
  }),
  updateCase: change({
    ...cases,
    path: '/cases/{id}',
    summary: 'Change a case; status moves only along its life cycle',
    body: caseUpdateSchema,
    errors: [409, 422],
  }),
  deleteCase: remove({
    tag: 'Cases',
    path: '/cases/{id}',
    summary:
      'Delete a case without docket entries, motions, deadlines or loss runs (its empty dockets go with it)',
    errors: [409],
  }),

  listDockets: list({
    tag: 'Dockets',
    item: docketSchema,
    path: '/dockets',
    summary: 'List dockets',
    list: docketList,
  }),
  getDocket: getOne({
    tag: 'Dockets',
    item: docketSchema,
    path: '/dockets/{id}',
    summary: 'One docket',
  }),
  createDocket: create({
    tag: 'Dockets',
    item: docketSchema,
    path: '/dockets',
    summary:
      "Open a docket on a case (a case may have several); the number in the federal form, judges' initials kept apart",
    body: docketCreateSchema,
    errors: [409, 422],
  }),
  updateDocket: change({
    tag: 'Dockets',
    item: docketSchema,
    path: '/dockets/{id}',
    summary: 'Change a docket; status closed closes it (on closedOn, else today), open reopens it',
    body: docketUpdateSchema,
    errors: [409, 422],
  }),
  importDocketReport: endpoint({
    method: 'POST',
    path: '/dockets/{id}/imports',
    tag: 'Dockets',
    summary:
      "Merge a PACER docket report or docket history report (its HTML as the raw body) into the docket: new entries only, and a docket report's header and parties",
    params: idParams,
    body: pacerReportBodySchema,
    rawBody: ['text/html', 'application/octet-stream'],
    response: docketImportSchema,
    errors: [413, 422],
  }),
  fetchDocketFromCourtListener: endpoint({
    method: 'POST',
    path: '/dockets/{id}/courtlistener-fetches',
    tag: 'Dockets',
    summary:
      "Queue a fetch of the docket's entries from CourtListener (REST API v4, found by the docket's court and number), merged as a PACER report's entries are, all or nothing; 202 with the fetch to follow. 409 when no CourtListener API token is configured (COURTLISTENER_API_TOKEN) or a fetch of the docket is under way, 422 when the docket's court is no district court",
    params: idParams,
    status: 202,
    response: courtListenerFetchSchema,
    errors: [409, 422],
  }),
  listDocketCourtListenerFetches: listUnder({
    tag: 'Dockets',
    item: courtListenerFetchSchema,
    path: '/dockets/{id}/courtlistener-fetches',
    summary: "A docket's fetches from CourtListener, the latest first",
    list: courtListenerFetchList,
  }),
  getCourtListenerFetch: getOne({
    tag: 'Dockets',
    item: courtListenerFetchSchema,
    path: '/courtlistener-fetches/{id}',
    summary:
      'One fetch from CourtListener, to follow it: queued, running, done or failed (and why)',
  }),
  getIntegrations: endpoint({
    method: 'GET',
    path: '/integrations',
    tag: 'Dockets',
    summary:
      'Which outside services this server is set up to use (CourtListener: whether an API token is configured, and its schedule); never a secret',
    response: integrationsSchema,
  }),
  listDocketEntries: listUnder({
    tag: 'Dockets',
    item: docketEntrySchema,
    path: '/dockets/{id}/entries',
    summary: 'The entries of a docket',
    list: docketEntryList,
  }),
  createDocketEntry: actionWith({
    tag: 'Dockets',
    item: docketEntrySchema,
    path: '/dockets/{id}/entries',
    summary: 'Record a new entry on a docket',
    body: docketEntryCreateSchema,
    status: 201,
  }),

  listNewSuits: list({
    ...newSuits,
    path: '/new-suits',
    summary: "Suggested cases: new securities suits found in courts' CM/ECF RSS feeds",
    list: newSuitList,
  }),
  // Before `/new-suits/{id}`, which would take "feeds" for an id.
  listNewSuitFeeds: list({
    tag: 'Suggested cases',
    item: newSuitFeedSchema,
    path: '/new-suits/feeds',
    summary: `The readings of the courts' feeds, scheduled and uploaded, newest first, with what each added or why it failed (outcome=failed); the last ${String(FEED_READINGS_KEPT)} of each feed are kept`,
    list: newSuitFeedList,
  }),
  getNewSuit: getOne({ ...newSuits, path: '/new-suits/{id}', summary: 'One suggested case' }),
  uploadNewSuitFeed: endpoint({
    method: 'POST',
    path: '/new-suits/feeds',
    tag: 'Suggested cases',
    summary:
      "Read a district court's CM/ECF RSS feed (its XML as the raw body): its new securities complaints become suggestions, once per court and docket number, none for a docket already opened",
    body: newSuitFeedBodySchema,
    rawBody: ['application/rss+xml', 'application/xml', 'text/xml', 'application/octet-stream'],
    status: 201,
    response: newSuitFeedSchema,
    errors: [413, 422],
  }),
  acceptNewSuit: actionWith({
    ...newSuits,
    path: '/new-suits/{id}/accept',
    summary:
      'Open the case and its docket from an open suggestion, in one write; the securities matched, unless the body names them',
    body: newSuitAcceptSchema,
    errors: [409, 422],
  }),
  dismissNewSuit: action({
    ...newSuits,
    path: '/new-suits/{id}/dismiss',
    summary: 'Dismiss an open suggestion',
    errors: [409],
  }),

  listMotions: list({ ...motions, path: '/motions', summary: 'List motions', list: motionList }),
  getMotion: getOne({ ...motions, path: '/motions/{id}', summary: 'One motion' }),
  createMotion: create({
    ...motions,
    path: '/motions',
    summary: 'Add a motion to a case',
    body: motionCreateSchema,
    errors: [422],
  }),
  updateMotion: change({
    ...motions,
    path: '/motions/{id}',
    summary: 'Change a motion',
    body: motionUpdateSchema,
  }),
  deleteMotion: remove({ tag: 'Motions', path: '/motions/{id}', summary: 'Delete a motion' }),

  listCalendarEvents: list({
    tag: 'Calendar',
    item: calendarEventSchema,
    path: '/calendar/events',
    summary: 'Deadlines, hearings and filings from the cases and motions',
    list: calendarEventList,
  }),
};
