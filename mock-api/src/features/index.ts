/** Every endpoint's handler, by operation id; the compiler checks none is missing. */
import type { DataSetLimits } from '@backoffice/core/filings13f-edgar';
import type { Logger } from 'pino';
import type { Handlers } from './handler.ts';
import { ingestionHandlers } from './ingestion/handlers.ts';
import { priceImportHandlers } from './ingestion/price-import.ts';
import { userHandlers } from './admin/users.ts';
import { auditHandlers } from './audit/audit-log.ts';
import type { LossJobs } from './analysis/loss-jobs.ts';
import type { FileParser } from './ingestion/file-parser.ts';
import { lossRunHandlers } from './analysis/loss-runs.ts';
import type { ReportJobs } from './analysis/report-jobs.ts';
import { reportHandlers } from './analysis/reports.ts';
import { discrepancyHandlers } from './holdings/discrepancies.ts';
import { filingHandlers } from './holdings/filings.ts';
import { filingImportHandlers } from './holdings/filing-import.ts';
import { tradeHandlers } from './holdings/trades.ts';
import { calendarHandlers } from './litigation/calendar.ts';
import { deadlineHandlers } from './deadlines/deadlines.ts';
import { deadlineRuleHandlers } from './deadlines/deadline-rules.ts';
import { deadlineOwnerHandlers } from './deadlines/owners.ts';
import { claimHandlers } from './settlements/claims.ts';
import { claimFilingHandlers } from './settlements/claim-filing.ts';
import { claimDocumentHandlers } from './settlements/claim-documents.ts';
import { settlementHandlers } from './settlements/settlements.ts';
import { caseHandlers } from './litigation/cases.ts';
import { casePriceCoverageHandlers } from './litigation/case-price-coverage.ts';
import { docketHandlers } from './litigation/dockets.ts';
import { courtListenerHandlers } from './litigation/courtlistener-fetches.ts';
import type { CourtListenerJobs } from './litigation/courtlistener-jobs.ts';
import { motionHandlers } from './litigation/motions.ts';
import { newSuitHandlers } from './litigation/new-suits.ts';
import { contentHandlers } from './portal/content.ts';
import { newsHandlers } from './portal/news.ts';
import { accountHandlers } from './reference/accounts.ts';
import { clientHandlers } from './reference/clients.ts';
import { priceHandlers } from './reference/prices.ts';
import { securityDropHandlers } from './reference/security-drops.ts';
import { securityHandlers } from './reference/securities.ts';
import { splitHandlers } from './reference/splits.ts';
import { sessionHandlers, type SessionDeps } from './session/session.ts';
import { clientMonitoringHandlers } from './monitoring/client-monitoring.ts';
import { notificationHandlers } from './monitoring/notifications.ts';
import type { EmailPlan } from '../domain/notifications/email-outbox.ts';

export interface HandlerDeps extends SessionDeps {
  lossJobs: LossJobs;
  reportJobs: ReportJobs;
  courtListenerJobs: CourtListenerJobs;
  fileParser: FileParser;
  /** How large a 13-F data sets archive may unpack to, and how many table rows it may hold. */
  filingImportLimits: DataSetLimits;
  /** Where long work says how long each part took. */
  logger: Logger;
  /** Undefined while no SMTP server is configured (e-mail is off). */
  email: EmailPlan | undefined;
}

export function allHandlers(deps: HandlerDeps): Handlers {
  const handlers: Handlers = {
    ...sessionHandlers(deps),
    ...clientHandlers,
    ...accountHandlers,
    ...securityHandlers,
    ...priceHandlers,
    ...securityDropHandlers,
    ...splitHandlers,
    ...caseHandlers,
    ...casePriceCoverageHandlers,
    ...docketHandlers,
    ...courtListenerHandlers(deps.courtListenerJobs),
    ...motionHandlers,
    ...newSuitHandlers,
    ...calendarHandlers,
    ...deadlineHandlers,
    ...deadlineRuleHandlers,
    ...deadlineOwnerHandlers,
    ...settlementHandlers,
    ...claimHandlers,
    ...claimFilingHandlers,
    ...claimDocumentHandlers,
    ...tradeHandlers,
    ...discrepancyHandlers,
    ...filingHandlers,
    ...filingImportHandlers(deps.filingImportLimits, deps.logger),
    ...lossRunHandlers(deps.lossJobs),
    ...reportHandlers(deps.reportJobs, deps.email),
    ...newsHandlers,
    ...contentHandlers,
    ...userHandlers(deps.directory),
    ...ingestionHandlers(deps.fileParser),
    ...priceImportHandlers(deps.fileParser.limits),
    ...clientMonitoringHandlers,
    ...notificationHandlers(deps.email),
    // A record's history is read as the record is: by the record's own read handler.
    ...auditHandlers(deps.directory.directory, (id) => handlers[id] as (call: unknown) => unknown),
  };
  return handlers;
}
