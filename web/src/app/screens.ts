/**
 * Which screen each route of the shared table opens. Every screen is its own lazy chunk; the
 * screens of later issues replace the placeholder here, one line each.
 */
import type { RouteId } from '@backoffice/core';
import type { ScreenModule } from '../lib/screen.ts';

type LoadScreen = () => Promise<ScreenModule>;

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
  notifications: () => import('../features/notifications/NotificationsScreen.tsx'),
  client: () => import('../features/clients/ClientDetail.tsx'),
  updates: () => import('../features/updates/UpdatesScreen.tsx'),
  admin: () => import('../features/admin/AdminPanel.tsx'),
  lossCalculator: () => import('../features/loss-calculator/LossCalculatorScreen.tsx'),
  lossRuns: () => import('../features/losses/runs/LossRunsScreen.tsx'),
  lossOverview: () => import('../features/losses/overview/LossOverviewScreen.tsx'),
  lossReport: () => import('../features/losses/report/LossReportScreen.tsx'),
  dockets: () => import('../features/dockets/DocketsScreen.tsx'),
  newSuits: () => import('../features/new-suits/NewSuitsScreen.tsx'),
  settlements: () => import('../features/settlements/SettlementList.tsx'),
  settlement: () => import('../features/settlements/SettlementDetail.tsx'),
  newSettlement: () => import('../features/settlements/SettlementCreate.tsx'),
  motions: () => import('../features/motions/MotionsScreen.tsx'),
  calendar: () => import('../features/calendar/CalendarScreen.tsx'),
  securities: () => import('../features/reference/SecurityList.tsx'),
  accounts: () => import('../features/reference/AccountList.tsx'),
  clientManagement: () => import('../features/client-management/ClientManagementScreen.tsx'),
  clientReports: () => import('../features/client-management/reports/ReportsScreen.tsx'),
  reportGenerator: () =>
    import('../features/client-management/generator/ReportGeneratorScreen.tsx'),
  newsFeed: () => import('../features/news-feed/NewsFeedScreen.tsx'),
  discrepancy: () => import('../features/discrepancies/DiscrepancyList.tsx'),
  trades: () => import('../features/trading/trades/TradeList.tsx'),
  foreignTrades: () => import('../features/trading/trades/ForeignTradeList.tsx'),
  tradeDetail: () => import('../features/trading/trades/TradeDetail.tsx'),
  holdings: () => import('../features/trading/holdings/HoldingList.tsx'),
  holdingDetail: () => import('../features/trading/holdings/HoldingDetail.tsx'),
  dogHoldings: () => import('../features/trading/holdings/DogHoldingList.tsx'),
  holdings13f: () => import('../features/filings13f/holdings/Holdings13fScreen.tsx'),
  losses13f: () => import('../features/filings13f/losses/Losses13fScreen.tsx'),
  import13f: () => import('../features/filings13f/imports/Import13fScreen.tsx'),
  analyses: () => import('../features/analyses/AnalysesScreen.tsx'),
  annualReport: () => import('../features/analyses/AnnualReportScreen.tsx'),
  quarterlyReports: () => import('../features/analyses/QuarterlyReportsScreen.tsx'),
  scorecardReport: () => import('../features/analyses/ScorecardScreen.tsx'),
  reportsMain: () => import('../features/analyses/ReportsMainScreen.tsx'),
  securityDrops: () => import('../features/drops/SecurityDropList.tsx'),
  ingestion: () => import('../features/ingestion/IngestionPanel.tsx'),
  skippedFiles: () => import('../features/ingestion/SkippedFiles.tsx'),
  stagedFiles: () => import('../features/ingestion/StagedFiles.tsx'),
  ingestedFiles: () => import('../features/ingestion/IngestedFiles.tsx'),
  ingestionTracker: () => import('../features/ingestion/IngestionTracker.tsx'),
  userProfile: () => import('../features/profile/ProfileScreen.tsx'),
  howto: () => import('../features/help/HowToScreen.tsx'),
  login: () => import('../features/session/LoginScreen.tsx'),
  implicit: () => import('../features/session/ImplicitScreen.tsx'),
  forbidden: () => import('../features/errors/ForbiddenScreen.tsx'),
  pageNotFound: () => import('../features/errors/NotFoundScreen.tsx'),
};
