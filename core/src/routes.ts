/**
 * The route table of the specification (section 2), written once. The gateway guards page
 * requests with it, the web builds its router and menus from it, and the access tests are
 * generated from it.
 */

export interface RouteAccess {
  requiresAuth: boolean;
  requiresAdmin: boolean;
  doesNotRequireLogin: boolean;
}

export interface RouteDef {
  /** Stable identifier, also the web's screen key. */
  id: string;
  /** Route name: the page title and the probe's `page` header. */
  name: string;
  /** react-router path pattern: `:param` and optional `:param?` segments. */
  path: string;
  access: RouteAccess;
}

const LOGIN: RouteAccess = { requiresAuth: true, requiresAdmin: false, doesNotRequireLogin: false };
const ADMIN: RouteAccess = { requiresAuth: true, requiresAdmin: true, doesNotRequireLogin: false };
const PUBLIC: RouteAccess = {
  requiresAuth: false,
  requiresAdmin: false,
  doesNotRequireLogin: true,
};

// Generic in the id and path, so RouteId is the union of the table's ids and a route's
// parameters can be typed from its path.
const route = <const Id extends string, const Path extends string>(
  id: Id,
  name: string,
  path: Path,
  access: RouteAccess,
) => ({ id, name, path, access }) satisfies RouteDef;

export const ROUTES = [
  route('home', 'Case List', '/', LOGIN),
  route('caseList', 'Case List', '/cases', LOGIN),
  route('case', 'Case', '/cases/case/:caseId/:subPage?', LOGIN),
  // Matching is case-insensitive (as in react-router), so the menu's /dogCases opens this too.
  route('dogCases', 'DOG Cases', '/DOGCases', LOGIN),
  // Not in the spec's table, but the header links to it; a dead link would be worse.
  route('createNewCase', 'Create New Case', '/createNewCase', LOGIN),
  route('clients', 'Clients', '/clients', LOGIN),
  route('client', 'Client', '/clients/client/:clientID/:subPage?', LOGIN),
  route('updates', 'Updates', '/updates', LOGIN),
  route('admin', 'Admin Panel', '/admin', ADMIN),
  route('lossCalculator', 'Loss Calculator', '/lossCalculator', LOGIN),
  route('lossRuns', 'Loss Runs', '/lossRuns', LOGIN),
  route('lossOverview', 'Loss Overview', '/lossOverview', LOGIN),
  route('lossReport', 'Loss Report', '/lossReport/:subPage?', LOGIN),
  route('dockets', 'Dockets', '/dockets', LOGIN),
  // Not in the spec: new securities suits found in courts' CM/ECF feeds, to open as cases.
  route('newSuits', 'Suggested Cases', '/suggestedCases', LOGIN),
  route('motions', 'Motions', '/motions', LOGIN),
  route('calendar', 'Calendar', '/calendar', LOGIN),
  // Not in the spec (issue 25): settlements of the cases and their clients' claims.
  route('settlements', 'Settlements', '/settlements', LOGIN),
  route('newSettlement', 'New Settlement', '/settlements/new', LOGIN),
  route('settlement', 'Settlement', '/settlements/settlement/:settlementId/:subPage?', LOGIN),
  route('securities', 'Securities', '/securities', LOGIN),
  route('accounts', 'Accounts', '/accounts', LOGIN),
  route('clientManagement', 'Client Management', '/client-management', LOGIN),
  route('clientReports', 'Reports', '/client-management/reports', LOGIN),
  route(
    'reportGenerator',
    'Report Generator',
    '/client-management/reportGenerator/:subPage?',
    LOGIN,
  ),
  route('newsFeed', 'News Feed Management', '/client-management/news-feed', LOGIN),
  route('discrepancy', 'Holding-Trade Discrepancies', '/discrepancy', LOGIN),
  route('trades', 'Trades Page', '/trades', LOGIN),
  route('foreignTrades', 'Foreign Trades Page', '/foreignTrades', LOGIN),
  route('tradeDetail', 'Trade Detail', '/trades/:tableType/:id', LOGIN),
  route('holdings', 'Holdings Page', '/holdings', LOGIN),
  route('holdingDetail', 'Holding Detail', '/holdings/:tableType/:id', LOGIN),
  route('dogHoldings', 'DOG Holdings', '/dogHoldings', LOGIN),
  route('holdings13f', '13F Holdings', '/13f/holdings', LOGIN),
  route('losses13f', '13F Loss Analyzer', '/13f/losses', LOGIN),
  // Not in the spec: where staff load real 13-F filings (EDGAR submissions, the SEC's data sets).
  route('import13f', 'Import 13-F Filings', '/13f/imports', LOGIN),
  route('analyses', 'Analyses', '/reports', LOGIN),
  // The spec names these screens without routes; they sit under the Analyses entry's path.
  route('annualReport', 'Annual Report', '/reports/annual', LOGIN),
  route('quarterlyReports', 'Quarterly Reports', '/reports/quarterly', LOGIN),
  route('scorecardReport', 'Scorecard Report', '/reports/scorecard', LOGIN),
  route('reportsMain', 'Reports Main', '/reports/main', LOGIN),
  route('securityDrops', 'Security Price Drops', '/securityDrops', LOGIN),
  route('ingestion', 'Ingestion Panel', '/ingestion', LOGIN),
  route('skippedFiles', 'Skipped Files', '/skippedFiles', LOGIN),
  route('stagedFiles', 'Staged Files', '/stagedFiles', LOGIN),
  route('ingestedFiles', 'Ingested Files', '/ingestedFiles', LOGIN),
  route('ingestionTracker', 'Ingestion Tracker', '/ingestionTracker', LOGIN),
  route('userProfile', 'User Profile', '/userProfile', LOGIN),
  // Not in the spec: what portfolio monitoring told the signed-in user (issue 24).
  route('notifications', 'Notifications', '/notifications', LOGIN),
  route('howto', 'How To Videos', '/howto', LOGIN),
  route('login', 'Login', '/login', PUBLIC),
  route('implicit', 'Signing in', '/implicit', PUBLIC),
  route('forbidden', 'Forbidden', '/forbidden', PUBLIC),
  route('pageNotFound', 'Page Not Found', '/pageNotFound', PUBLIC),
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];

export const NOT_FOUND_PATH = '/pageNotFound';
export const FORBIDDEN_PATH = '/forbidden';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

export type TableRoute = (typeof ROUTES)[number];

export function routeById<Id extends RouteId>(id: Id): Extract<TableRoute, { id: Id }> {
  const found = ROUTES.find((r): r is Extract<TableRoute, { id: Id }> => r.id === id);
  if (!found) throw new Error(`Unknown route id ${id}`);
  return found;
}
