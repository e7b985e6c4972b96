/**
 * Which screen each route of the shared table opens. Every screen is its own lazy chunk; the
 * screens of later issues replace the placeholder here, one line each.
 */
import type { RouteId } from '@backoffice/core';
import type { ScreenModule } from '../lib/screen.ts';

type LoadScreen = () => Promise<ScreenModule>;

const placeholder: LoadScreen = () => import('./placeholder/PlaceholderScreen.tsx');

export const SCREENS: Record<RouteId, LoadScreen> = {
  home: placeholder,
  caseList: placeholder,
  case: placeholder,
  dogCases: placeholder,
  createNewCase: placeholder,
  clients: placeholder,
  client: placeholder,
  updates: placeholder,
  admin: placeholder,
  lossCalculator: placeholder,
  lossRuns: placeholder,
  lossOverview: placeholder,
  lossReport: placeholder,
  dockets: placeholder,
  motions: placeholder,
  calendar: placeholder,
  securities: placeholder,
  accounts: placeholder,
  clientManagement: placeholder,
  clientReports: placeholder,
  reportGenerator: placeholder,
  newsFeed: placeholder,
  discrepancy: placeholder,
  trades: placeholder,
  foreignTrades: placeholder,
  tradeDetail: placeholder,
  holdings: placeholder,
  holdingDetail: placeholder,
  dogHoldings: placeholder,
  holdings13f: placeholder,
  losses13f: placeholder,
  analyses: placeholder,
  securityDrops: placeholder,
  ingestion: placeholder,
  skippedFiles: placeholder,
  stagedFiles: placeholder,
  ingestedFiles: placeholder,
  ingestionTracker: placeholder,
  userProfile: placeholder,
  howto: placeholder,
  login: () => import('../features/session/LoginScreen.tsx'),
  implicit: () => import('../features/session/ImplicitScreen.tsx'),
  forbidden: () => import('../features/errors/ForbiddenScreen.tsx'),
  pageNotFound: () => import('../features/errors/NotFoundScreen.tsx'),
};
