/**
 * The vertical menu (spec section 2): Home first, then the spec's groups in its order, with
 * every other screen of the route table placed where staff would look for it. Entries name
 * route ids; links are built from the shared table.
 */
import { SHELL_ACTIONS, type EndpointAccess, type RouteId } from '@backoffice/core';
import type { MenuChild, MenuItem } from '../../components/side-nav/menu-types.ts';
import { hrefOf, type ParamlessRouteId } from '../../lib/hrefs.ts';

/** The spec's menu spells this link /dogCases; the route table's pattern is /DOGCases. */
const DOG_CASES_MENU_HREF = '/dogCases';

function entry(title: string, id: ParamlessRouteId, also: readonly RouteId[] = []): MenuChild {
  const redirectUrl = id === 'dogCases' ? DOG_CASES_MENU_HREF : hrefOf(id);
  return { key: id, title, redirectUrl, routes: [id, ...also] };
}

/** An entry whose screen is an action, shown only to users allowed to take it. */
function actionEntry(title: string, id: ParamlessRouteId, action: EndpointAccess): MenuChild {
  return { ...entry(title, id), action };
}

function link(title: string, img: MenuItem['img'], child: MenuChild): MenuItem {
  const { key, redirectUrl, routes } = child;
  return {
    key,
    title,
    img,
    hasChildren: false,
    redirectUrl,
    children: [],
    routes,
    adminOnly: false,
  };
}

function group(key: string, title: string, img: MenuItem['img'], children: MenuChild[]): MenuItem {
  return {
    key,
    title,
    img,
    hasChildren: true,
    redirectUrl: null,
    children,
    routes: [],
    adminOnly: false,
  };
}

export const MENU: readonly MenuItem[] = [
  link('Home', 'home.svg', entry('Home', 'home')),
  group('cases', 'Cases', 'cases.svg', [
    entry('Case List', 'caseList', ['case']),
    entry('DOG Cases', 'dogCases'),
    actionEntry('Create New Case', 'createNewCase', SHELL_ACTIONS.createCase),
    entry('Clients', 'clients', ['client']),
    entry('Dockets', 'dockets'),
    entry('Suggested Cases', 'newSuits'),
    entry('Motions', 'motions'),
    entry('Calendar', 'calendar'),
    entry('Settlements', 'settlements', ['settlement', 'newSettlement']),
    entry('Updates', 'updates'),
  ]),
  group('lossCalculator', 'Loss Calculator', 'calculator.svg', [
    entry('Calculator', 'lossCalculator'),
    entry('Loss Runs', 'lossRuns'),
    entry('Loss Overview', 'lossOverview'),
    entry('Loss Report', 'lossReport'),
    entry('Notifications', 'notifications'),
  ]),
  group('tradesHoldings', 'Trades & Holdings', 'trades.svg', [
    entry('Trades', 'trades', ['tradeDetail']),
    entry('Foreign Trades', 'foreignTrades'),
    entry('Holdings', 'holdings', ['holdingDetail']),
    entry('DOG Holdings', 'dogHoldings'),
    entry('Discrepancies', 'discrepancy'),
  ]),
  group('sec13f', 'SEC 13-F Filings', 'filings.svg', [
    entry('13-F Holdings', 'holdings13f'),
    entry('13-F Losses', 'losses13f'),
    actionEntry('Import Filings', 'import13f', SHELL_ACTIONS.importFilings13f),
  ]),
  group('analyses', 'Analyses', 'analyses.svg', [
    entry('Analyses', 'analyses', [
      'annualReport',
      'quarterlyReports',
      'scorecardReport',
      'reportsMain',
    ]),
    entry('Security Price Drops', 'securityDrops'),
  ]),
  group('clientManagement', 'Client Management', 'clients.svg', [
    entry('Overview', 'clientManagement'),
    entry('Reports', 'clientReports'),
    entry('Report Generator', 'reportGenerator'),
    entry('Client Portal News Feed', 'newsFeed'),
  ]),
  group('dataPanel', 'Data Panel', 'data.svg', [
    entry('Accounts', 'accounts'),
    entry('Securities', 'securities'),
  ]),
  group('help', 'Help', 'help.svg', [entry('How To', 'howto')]),
  {
    ...group('adminPanel', 'Admin Panel', 'admin.svg', [
      entry('Users & Privileges', 'admin'),
      entry('Ingestion Panel', 'ingestion', [
        'ingestionTracker',
        'stagedFiles',
        'skippedFiles',
        'ingestedFiles',
      ]),
    ]),
    adminOnly: true,
  },
];
