/**
 * The mock API as an Express app (no listen): generated data, the data file if configured,
 * bearer-token checks, and every endpoint of the /api/v1 contract.
 */
import type { KeyObject } from 'node:crypto';
import express, { type Express } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { API_BASE_PATH } from '@backoffice/core';
import { buildOpenApiDocument, endpoints, type EndpointInput } from '@backoffice/core/api';
import { accessReader, requestId, SignInThrottle } from '@backoffice/core/server';
import { openUserDirectory, type AccountDirectory } from '@backoffice/core/server';
import type { MockApiConfig } from './config.ts';
import { generateStore } from './data/generate/index.ts';
import {
  DEFAULT_JOB_OPTIONS,
  LossJobs,
  type LossJobOptions,
} from './features/analysis/loss-jobs.ts';
import {
  DEFAULT_REPORT_JOB_OPTIONS,
  ReportJobs,
  type ReportJobOptions,
} from './features/analysis/report-jobs.ts';
import { AutoRuns } from './features/analysis/auto-runs.ts';
import { Notifier } from './features/monitoring/notifier.ts';
import { emailSenderFor, type EmailSenderOptions } from './features/monitoring/email-sender.ts';
import { staleRuns } from './domain/analysis/run-triggers.ts';
import { warmHtmlWindow } from './domain/html-window.ts';
import { discrepancies } from './features/holdings/discrepancies.ts';
import { filingLosses } from './features/holdings/filing-losses.ts';
import { buildStartIndexes } from './features/holdings/start-indexes.ts';
import { allHandlers } from './features/index.ts';
import { FileParser } from './features/ingestion/file-parser.ts';
import { NewSuitPoller } from './features/litigation/new-suit-poller.ts';
import { CourtListenerJobs } from './features/litigation/courtlistener-jobs.ts';
import { CourtListenerSchedule } from './features/litigation/courtlistener-schedule.ts';
import { MonthlyReports } from './features/analysis/monthly-reports.ts';
import { uploadBody } from './features/ingestion/upload-body.ts';
import { authenticator } from './http/auth.ts';
import { errorHandler, refuseMalformedAddress, unknownRoute } from './http/errors.ts';
import { endpointRouter } from './http/router.ts';
import { createTokens, generateSigningKey } from './http/tokens.ts';
import type { Store } from './store/store.ts';
import type { Writer } from './store/transaction.ts';
import { storeWriter } from './store/writer.ts';

export interface AppDeps {
  logger?: Logger;
  /** The directory of users; by default DIRECTORY_FILE, seeded from MOCK_API_USERS_FILE. */
  directory?: AccountDirectory;
  /** Signs the API's own form sign-in tokens; by default a key made at the first sign-in. */
  signingKey?: KeyObject;
  /** Data to serve instead of generating it from the configuration. */
  store?: Store;
  /** The store's writer, already wired to its data file (see storeWriter); the bench's. */
  write?: Writer;
  /** How loss-run jobs are paced (tests slow them down to watch their progress). */
  lossJobs?: Partial<LossJobOptions>;
  /** How report jobs are paced (by default as loss runs: MOCK_API_LOSS_RUN_PAUSE_MS). */
  reportJobs?: Partial<ReportJobOptions>;
  /**
   * Work out the derived analyses (13-F positions and estimates, reconciliation) right after
   * start, before the first request needs them, and load the file reader and the HTML parser:
   * each takes seconds once and would hold up the calls queued behind it. The server's entry
   * sets it; tests' in-process APIs do not.
   */
  warmDerivedData?: boolean;
  /** Reads uploaded files (tests watch it); by default one made from the configuration. */
  fileParser?: FileParser;
  /** How e-mails are retried (tests shorten the waits). */
  emailSender?: Partial<EmailSenderOptions>;
}

/** How often what time makes due (deadlines, late files) is looked for, besides after writes. */
const NOTIFICATION_SWEEP_MS = 60_000;

/** Uploaded files that may wait while another is read. */
const FILES_WAITING = 8;
/** Rows of uploaded files kept read, so a file's preview and ingestion need not read it again. */
const ROWS_KEPT_READ = 500_000;

export function fileParserFor(config: MockApiConfig, logger: Logger): FileParser {
  const options = {
    limits: config.parseLimits,
    memoryMb: config.parseMemoryMb,
    timeoutMs: config.parseTimeoutMs,
    queue: FILES_WAITING,
    keptRows: ROWS_KEPT_READ,
  };
  return new FileParser(options, logger);
}

/** With a pause configured, a run pauses after each position, so its progress can be watched. */
const watchable = (pauseMs: number): Partial<LossJobOptions> =>
  pauseMs > 0 ? { sliceSize: 1, pauseMs } : {};

/** A service with a schedule, started. */
function started<S extends { start(): void; stop(): void }>(service: S): S {
  service.start();
  return service;
}

/** What each app holds open (see closeApp). */
const closers = new WeakMap<Express, () => Promise<void>>();

/**
 * Closes what the app holds open, for a clean stop: its schedules and timers stop (each held the
 * store, so an app a test left behind kept its whole data set alive), and the 13-F warehouse
 * writes its WAL into its file (else the next start replays it), once the write in progress is
 * over.
 */
export async function closeApp(app: Express): Promise<void> {
  await closers.get(app)?.();
}

export async function createApp(config: MockApiConfig, deps: AppDeps = {}): Promise<Express> {
  const logger = deps.logger ?? pino({ level: config.logLevel, name: 'mock-api' });
  const directory =
    deps.directory ?? (await openUserDirectory(config.directoryFile, config.usersFile));
  const store =
    deps.store ??
    generateStore({
      seed: config.seed,
      trades: config.trades,
      asOf: config.asOf,
      users: directory.list(),
    });
  const base = { seed: config.seed, trades: config.trades, asOf: config.asOf };
  const write =
    deps.write ??
    storeWriter(store, config.dataFile ? { file: config.dataFile, base, logger } : undefined);
  buildStartIndexes(store);
  store.filingLines.useOptions({
    memoryLimit: `${String(config.filingWarehouseMemoryMb)}MB`,
    // Unset: the options the store was made with (DuckDB's default, one thread per core).
    ...(config.filingWarehouseThreads === undefined
      ? {}
      : { threads: config.filingWarehouseThreads }),
  });
  if (deps.warmDerivedData) {
    setTimeout(() => {
      discrepancies(store);
      filingLosses(store).catch((err: unknown) => {
        logger.error({ err }, 'could not open the 13-F warehouse');
      });
    }, 0);
  }
  const { signingKey } = deps;
  const tokens = createTokens(config, signingKey ? () => signingKey : generateSigningKey, logger);
  const lossJobs = new LossJobs(
    store,
    write,
    { ...DEFAULT_JOB_OPTIONS, ...watchable(config.lossRunPauseMs), ...deps.lossJobs },
    logger,
  );
  lossJobs.resume();
  const autoRuns = new AutoRuns(store, write, lossJobs, config.autoRunDelayMs, logger);
  /** What runs on timers of its own, stopped by closeApp. */
  const scheduled: { stop(): void }[] = [autoRuns];
  const emailSender = emailSenderFor(config.smtp, store, write, logger, deps.emailSender);
  const email = emailSender ? { appBaseUrl: config.appBaseUrl } : undefined;
  const notifier = new Notifier(
    store,
    write,
    logger,
    emailSender && email
      ? {
          plan: email,
          digestHour: config.emailDigestHour,
          queued: () => {
            emailSender.wake();
          },
        }
      : undefined,
  );
  emailSender?.wake();
  if (emailSender) scheduled.push(emailSender);
  lossJobs.onFinished((run) => {
    notifier.afterRun(run);
  });
  notifier.start(NOTIFICATION_SWEEP_MS);
  scheduled.push(notifier);
  const reportJobs = new ReportJobs(
    store,
    write,
    { ...DEFAULT_REPORT_JOB_OPTIONS, pauseMs: config.lossRunPauseMs, ...deps.reportJobs },
    logger,
  );
  reportJobs.resume();
  if (config.monthlyReports)
    scheduled.push(started(new MonthlyReports(store, write, reportJobs, logger)));
  const poller = new NewSuitPoller(
    store,
    write,
    {
      feeds: config.newSuitFeeds,
      intervalMs: config.newSuitFeedIntervalMs,
      maxBytes: config.uploadLimitBytes,
    },
    logger,
  );
  scheduled.push(started(poller));
  const courtListenerJobs = new CourtListenerJobs(store, write, config.courtListener, logger);
  courtListenerJobs.resume();
  scheduled.push(started(new CourtListenerSchedule(store, write, courtListenerJobs, logger)));
  const fileParser = deps.fileParser ?? fileParserFor(config, logger);
  if (deps.warmDerivedData) {
    fileParser.warm();
    warmHtmlWindow();
  }

  const app = express();
  app.disable('x-powered-by');
  app.use(requestId);
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => String(res.locals.requestId),
      // Only method, URL and status: never the Authorization header or a body with a password.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' },
    }),
  );
  app.use(refuseMalformedAddress);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Endpoints whose body is a file (the contract's `rawBody`) take it raw, up to the limit.
  for (const target of Object.values(endpoints) as EndpointInput[]) {
    if (target.rawBody && target.method === 'POST') {
      const path = target.path.replace(/\{(\w+)\}/g, ':$1');
      app.post(`${API_BASE_PATH}${path}`, uploadBody(config.uploadLimitBytes));
    }
  }
  let openApiDocument: Record<string, unknown> | undefined;
  app.use(
    API_BASE_PATH,
    express.json({ limit: config.bodyLimitBytes }),
    endpointRouter({
      store,
      logger,
      handlers: allHandlers({
        directory,
        tokens,
        // Built when first asked for: 40 to 120 ms of every start that no client may need.
        openApi: () =>
          (openApiDocument ??= buildOpenApiDocument(endpoints, {
            uploadLimitBytes: config.uploadLimitBytes,
          })),
        throttle: new SignInThrottle(),
        lossJobs,
        reportJobs,
        courtListenerJobs,
        fileParser,
        filingImportLimits: config.parseLimits,
        logger,
        email,
      }),
      authenticate: authenticator(tokens, accessReader(directory.directory, config.accessCacheMs)),
      write,
      afterCommit: (written) => {
        const stale = staleRuns(written);
        return () => {
          if (stale.size > 0 && config.autoRuns) autoRuns.request(stale, new Date());
          notifier.sweepSoon();
          emailSender?.wake();
        };
      },
    }),
    unknownRoute,
  );
  app.use(errorHandler(logger));
  closers.set(app, () => {
    for (const service of scheduled) service.stop();
    return store.filingLines.close();
  });
  return app;
}
