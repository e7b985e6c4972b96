/**
 * Which screen each route of the shared table opens. Every screen is its own lazy chunk; the
 * screens of later issues replace the placeholder here, one line each.
 */
import type { RouteId } from '@backoffice/core';
import type { ScreenModule } from '../lib/screen.ts';

type LoadScreen = () => Promise<ScreenModule>;

const placeholder: LoadScreen = () => import('./placeholder/PlaceholderScreen.tsx');

export const SCREENS: Record<RouteId, LoadScreen> = {
  // The user's landing screen; the Case List (in place) unless they chose another.
  home: () =>
    import('../features/profile/landing-screen.tsx').then((m) =>
      m.landingScreen(() => import('../features/cases/CaseList.tsx')),
    ),
  caseList: () => import('../features/cases/CaseList.tsx'),
  case: () => import('../features/cases/CaseDetail.tsx'),
  dogCases: () => import('../features/cases/DogCaseList.tsx'),
  createNewCase: () => import('../features/cases/CaseCreate.tsx'),
  clients: () => import('../features/clients/ClientList.tsx'),
  client: () => import('../features/clients/ClientDetail.tsx'),
  updates: () => import('../features/updates/UpdatesScreen.tsx'),
  admin: placeholder,
  lossCalculator: () => import('../features/loss-calculator/LossCalculatorScreen.tsx'),
  lossRuns: () => import('../features/losses/runs/LossRunsScreen.tsx'),
  lossOverview: () => import('../features/losses/overview/LossOverviewScreen.tsx'),
  lossReport: () => import('../features/losses/report/LossReportScreen.tsx'),
  dockets: () => import('../features/dockets/DocketsScreen.tsx'),
  motions: () => import('../features/motions/MotionsScreen.tsx'),
  calendar: () => import('../features/calendar/CalendarScreen.tsx'),
  securities: () => import('../features/reference/SecurityList.tsx'),
  accounts: () => import('../features/reference/AccountList.tsx'),
  clientManagement: placeholder,
  clientReports: placeholder,
  reportGenerator: placeholder,
  newsFeed: placeholder,
  discrepancy: placeholder,
  trades: () => import('../features/trading/trades/TradeList.tsx'),
  foreignTrades: () => import('../features/trading/trades/ForeignTradeList.tsx'),
  tradeDetail: () => import('../features/trading/trades/TradeDetail.tsx'),
  holdings: () => import('../features/trading/holdings/HoldingList.tsx'),
  holdingDetail: () => import('../features/trading/holdings/HoldingDetail.tsx'),
  dogHoldings: () => import('../features/trading/holdings/DogHoldingList.tsx'),
  holdings13f: placeholder,
  losses13f: placeholder,
  analyses: placeholder,
  securityDrops: placeholder,
  ingestion: placeholder,
  skippedFiles: placeholder,
  stagedFiles: placeholder,
  ingestedFiles: placeholder,
  ingestionTracker: placeholder,
  userProfile: () => import('../features/profile/ProfileScreen.tsx'),
  howto: () => import('../features/help/HowToScreen.tsx'),
  login: () => import('../features/session/LoginScreen.tsx'),
  implicit: () => import('../features/session/ImplicitScreen.tsx'),
  forbidden: () => import('../features/errors/ForbiddenScreen.tsx'),
  pageNotFound: () => import('../features/errors/NotFoundScreen.tsx'),
};
