/**
 * Every mock API setting, read from the environment once and validated at start. The keys of
 * `configSchema` are the variable names; nothing else reads `process.env`.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ParseLimits } from '@backoffice/core/ingestion';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '@backoffice/core/api';
import { COURTLISTENER_API } from '@backoffice/core/domain';
import {
  DEFAULT_ACCESS_CACHE_MS,
  MAX_ACCESS_CACHE_MS,
  DEMO_USERS_FILE,
  directoryFileIn,
  directoryFileSchema,
  commaListSchema,
  httpUrlSchema as httpUrl,
  invalidConfig,
  logLevelSchema,
  parseEnv,
  portSchema,
  secondsSchema,
} from '@backoffice/core/server';
import type { SmtpSettings } from './features/monitoring/email-sender.ts';

export { ConfigError } from '@backoffice/core/server';

// From this file, not the working directory: every way of starting the API finds the same root.
const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const configSchema = z.object({
  MOCK_API_HOST: z.string().min(1).default('127.0.0.1'),
  MOCK_API_PORT: portSchema(3002),
  /** The identity provider whose access tokens the API accepts. */
  MOCK_API_ISSUER: httpUrl.default('http://localhost:3001'),
  /** Where its signing keys are published; default `<issuer>/jwks` (oidc-provider's path). */
  MOCK_API_JWKS_URI: httpUrl.optional(),
  MOCK_API_AUDIENCE: z.string().min(1).default('urn:backoffice:api'),
  /** Same seed, same data on every start. */
  MOCK_API_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .default(20240611),
  MOCK_API_TRADES: z.coerce.number().int().min(100).max(5_000_000).default(100_000),
  /** The generated data's "today": the last day with prices, trades and holdings. */
  MOCK_API_AS_OF: z.iso.date().default('2026-10-30'),
  /**
   * When set, changes are kept in this SQLite database (created if missing) and survive restarts
   * and kill -9: each write call is committed before it is answered.
   */
  MOCK_API_DATA_FILE: z.string().min(1).optional(),
  /** Users that seed a new directory (scrypt hashes); default the demo users core ships. */
  MOCK_API_USERS_FILE: z.string().min(1).default(DEMO_USERS_FILE),
  /** The directory of users the admin panel edits, shared with the identity provider. */
  DIRECTORY_FILE: directoryFileSchema(directoryFileIn(REPOSITORY_ROOT)),
  MOCK_API_BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_000_000),
  /** The largest custodian file an upload may carry (the gateway's BODY_LIMIT_BYTES also applies). */
  MOCK_API_UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_UPLOAD_LIMIT_BYTES),
  /** What one uploaded file may unpack to and hold; past any, it is refused naming the limit. */
  MOCK_API_UPLOAD_UNPACKED_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024 * 1024),
  MOCK_API_UPLOAD_ROW_LIMIT: z.coerce.number().int().positive().default(250_000),
  MOCK_API_UPLOAD_COLUMN_LIMIT: z.coerce.number().int().positive().default(200),
  /** Excel's own limit for one cell. */
  MOCK_API_UPLOAD_CELL_LIMIT: z.coerce.number().int().positive().default(32_767),
  /** The heap of the worker that reads uploaded files; a file needing more is refused. */
  MOCK_API_PARSE_MEMORY_MB: z.coerce.number().int().min(16).default(512),
  MOCK_API_PARSE_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /**
   * What the 13-F warehouse (DuckDB) may hold in memory; past it, a file-backed warehouse
   * spills to disk beside its file. A quarter of the SEC's data sets imports within 2 GB.
   */
  MOCK_API_13F_MEMORY_MB: z.coerce.number().int().min(64).default(2048),
  /**
   * DuckDB's worker threads for the 13-F warehouse; unset, one per core. A test's stack sets 1:
   * its imports are a few lines, and a second thread only waits for work, at a CPU cost.
   */
  MOCK_API_13F_THREADS: z.coerce.number().int().min(1).max(256).optional(),
  /**
   * How long a user's roles, privileges and client scope read from the directory are reused
   * (milliseconds, at most 5000): an administrator's change counts from the user's next call
   * after this at the latest, whatever their token says.
   */
  MOCK_API_ACCESS_CACHE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_ACCESS_CACHE_MS)
    .default(DEFAULT_ACCESS_CACHE_MS),
  MOCK_API_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** A pause after each position a loss run computes, so its progress can be watched. */
  MOCK_API_LOSS_RUN_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /**
   * How long a case must go without a change (its dates, securities, plan, or trades in its
   * securities) before the system starts its loss run: a burst of changes makes one run.
   */
  MOCK_API_AUTO_RUN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /**
   * `off` stops the automatic loss runs (a bulk load that should not start runs case by case,
   * or a test comparing two servers' figures, which the system's own runs would race).
   */
  MOCK_API_AUTO_RUNS: z.enum(['on', 'off']).default('on'),
  /**
   * `off` stops the monthly monitoring reports the system generates by itself once a month
   * has turned (they can still be generated on demand).
   */
  MOCK_API_MONTHLY_REPORTS: z.enum(['on', 'off']).default('on'),
  /**
   * `off` leaves the derived analyses (13-F positions and estimates, reconciliation) and the
   * loading of the HTML parser to the first call that needs them instead of doing them right
   * after start: seconds of CPU a short-lived server (a test's) never uses.
   */
  MOCK_API_WARM_DERIVED: z.enum(['on', 'off']).default('on'),
  /**
   * District courts' CM/ECF RSS feeds read for new securities suits on a schedule, comma
   * separated (`https://ecf.nysd.uscourts.gov/cgi-bin/rss_outside.pl`); none by default.
   */
  MOCK_API_NEW_SUIT_FEEDS: commaListSchema('').pipe(z.array(httpUrl)),
  /** Seconds between two readings of those feeds (the first is right after start). */
  MOCK_API_NEW_SUIT_FEED_INTERVAL: secondsSchema(3600),
  /**
   * A CourtListener API token (courtlistener.com → your profile → API): with it, staff fetch
   * dockets' entries from CourtListener; without it (or empty) the feature is off. Sent only to
   * COURTLISTENER_BASE_URL, never logged.
   */
  COURTLISTENER_API_TOKEN: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(/^[\x21-\x7e]{1,200}$/, {
          error: 'expected a CourtListener API token (up to 200 printable characters, no spaces)',
        })
        .optional(),
    )
    .optional(),
  /** Where CourtListener's REST API v4 answers (tests point it at a local replay server). */
  COURTLISTENER_BASE_URL: httpUrl.default(COURTLISTENER_API),
  /**
   * Minutes between two fetches of the dockets marked "fetch from CourtListener on the
   * schedule" (a day by default); 0 turns the schedule off.
   */
  COURTLISTENER_FETCH_INTERVAL_MIN: z.coerce
    .number({ error: 'expected a number of minutes' })
    .int({ error: 'expected a whole number of minutes' })
    .min(0, { error: 'expected 0 (off) or a number of minutes' })
    .max(60 * 24 * 31, { error: 'expected at most a month of minutes (44640)' })
    .default(60 * 24),
  /** The SMTP server notifications are e-mailed through; none set: e-mail is off. */
  SMTP_HOST: z.string().min(1).optional(),
  /** Default 465 with SMTP_SECURE, else 587. */
  SMTP_PORT: portSchema(0),
  /**
   * `true`: TLS from the first byte (port 465); `false`: plain, upgraded with STARTTLS when the
   * server offers it (nodemailer's own rule).
   */
  SMTP_SECURE: z.enum(['true', 'false'], { error: 'expected true or false' }).default('false'),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** The sender, `Back Office <notifications@example.com>` or an address alone. */
  SMTP_FROM: z.string().min(3).optional(),
  /** The hour (UTC, 0-23) the daily digests go out. */
  EMAIL_DIGEST_HOUR: z.coerce
    .number({ error: 'expected an hour (0-23)' })
    .int({ error: 'expected an hour (0-23)' })
    .min(0, { error: 'expected an hour (0-23)' })
    .max(23, { error: 'expected an hour (0-23)' })
    .default(7),
  /** Where people open the app (the gateway): e-mails link to records there. */
  APP_BASE_URL: httpUrl.default('http://localhost:3000'),
  LOG_LEVEL: logLevelSchema,
});

export type ConfigEnv = z.input<typeof configSchema>;

export interface MockApiConfig {
  host: string;
  port: number;
  issuer: string;
  jwksUri: string;
  audience: string;
  /** The issuer of the API's own form sign-in tokens. */
  formIssuer: string;
  seed: number;
  trades: number;
  asOf: string;
  dataFile: string | undefined;
  usersFile: string;
  directoryFile: string;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  parseLimits: ParseLimits;
  parseMemoryMb: number;
  parseTimeoutMs: number;
  filingWarehouseMemoryMb: number;
  /** undefined: DuckDB's default, one thread per core. */
  filingWarehouseThreads: number | undefined;
  tokenTtlSeconds: number;
  accessCacheMs: number;
  lossRunPauseMs: number;
  autoRunDelayMs: number;
  /** Whether writes start their cases' loss runs by themselves. */
  autoRuns: boolean;
  monthlyReports: boolean;
  /** Whether the derived analyses are worked out right after start (see createApp). */
  warmDerivedData: boolean;
  /** CM/ECF RSS feeds read on a schedule for new securities suits. */
  newSuitFeeds: string[];
  newSuitFeedIntervalMs: number;
  courtListener: CourtListenerConfig;
  /** Undefined: no SMTP server configured, e-mail is off. */
  smtp: SmtpSettings | undefined;
  /** The hour (UTC) the daily digests go out. */
  emailDigestHour: number;
  /** The app's address (the gateway), for links in e-mails. */
  appBaseUrl: string;
  logLevel: string;
}

/** CourtListener, when a token is configured: where it answers and how often to fetch. */
export interface CourtListenerConfig {
  /** Absent: the feature is off. */
  token: string | undefined;
  baseUrl: string;
  /** 0: no schedule. */
  intervalMs: number;
}

export const FORM_ISSUER = 'urn:backoffice:mock-api';

export function loadConfig(env: Record<string, string | undefined> = process.env): MockApiConfig {
  const c = parseEnv('mock API', configSchema, env);
  // The issuer is compared exactly with the tokens' `iss`, so it is kept as written.
  const issuer = c.MOCK_API_ISSUER;
  return {
    host: c.MOCK_API_HOST,
    port: c.MOCK_API_PORT,
    issuer,
    jwksUri: c.MOCK_API_JWKS_URI ?? `${issuer.replace(/\/$/, '')}/jwks`,
    audience: c.MOCK_API_AUDIENCE,
    formIssuer: FORM_ISSUER,
    seed: c.MOCK_API_SEED,
    trades: c.MOCK_API_TRADES,
    asOf: c.MOCK_API_AS_OF,
    dataFile: c.MOCK_API_DATA_FILE,
    usersFile: c.MOCK_API_USERS_FILE,
    directoryFile: c.DIRECTORY_FILE,
    bodyLimitBytes: c.MOCK_API_BODY_LIMIT_BYTES,
    uploadLimitBytes: c.MOCK_API_UPLOAD_LIMIT_BYTES,
    parseLimits: {
      unpackedBytes: c.MOCK_API_UPLOAD_UNPACKED_LIMIT_BYTES,
      rows: c.MOCK_API_UPLOAD_ROW_LIMIT,
      columns: c.MOCK_API_UPLOAD_COLUMN_LIMIT,
      cellChars: c.MOCK_API_UPLOAD_CELL_LIMIT,
    },
    parseMemoryMb: c.MOCK_API_PARSE_MEMORY_MB,
    parseTimeoutMs: c.MOCK_API_PARSE_TIMEOUT_MS,
    filingWarehouseMemoryMb: c.MOCK_API_13F_MEMORY_MB,
    filingWarehouseThreads: c.MOCK_API_13F_THREADS,
    tokenTtlSeconds: c.MOCK_API_TOKEN_TTL,
    accessCacheMs: c.MOCK_API_ACCESS_CACHE_MS,
    lossRunPauseMs: c.MOCK_API_LOSS_RUN_PAUSE_MS,
    autoRunDelayMs: c.MOCK_API_AUTO_RUN_DELAY_MS,
    autoRuns: c.MOCK_API_AUTO_RUNS === 'on',
    monthlyReports: c.MOCK_API_MONTHLY_REPORTS === 'on',
    warmDerivedData: c.MOCK_API_WARM_DERIVED === 'on',
    newSuitFeeds: c.MOCK_API_NEW_SUIT_FEEDS,
    newSuitFeedIntervalMs: c.MOCK_API_NEW_SUIT_FEED_INTERVAL * 1000,
    courtListener: {
      token: c.COURTLISTENER_API_TOKEN,
      baseUrl: c.COURTLISTENER_BASE_URL,
      intervalMs: c.COURTLISTENER_FETCH_INTERVAL_MIN * 60_000,
    },
    smtp: smtpConfig(c),
    emailDigestHour: c.EMAIL_DIGEST_HOUR,
    appBaseUrl: c.APP_BASE_URL.replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL,
  };
}

const SMTP_SETTINGS = ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM'] as const;

/** The SMTP settings, checked together: any of them without SMTP_HOST is a mistake, not "off". */
function smtpConfig(c: z.output<typeof configSchema>): SmtpSettings | undefined {
  const problems: string[] = [];
  if (!c.SMTP_HOST) {
    const stray = SMTP_SETTINGS.filter((k) =>
      k === 'SMTP_PORT' ? c[k] !== 0 : c[k] !== undefined,
    );
    if (stray.length === 0) return undefined;
    throw invalidConfig('mock API', `SMTP_HOST: required with ${stray.join(', ')}`);
  }
  if ((c.SMTP_USER === undefined) !== (c.SMTP_PASSWORD === undefined))
    problems.push('SMTP_USER and SMTP_PASSWORD: set both or neither');
  if (!c.SMTP_FROM) problems.push('SMTP_FROM: required with SMTP_HOST (the sender address)');
  if (problems.length > 0) throw invalidConfig('mock API', problems.join('; '));
  const secure = c.SMTP_SECURE === 'true';
  return {
    host: c.SMTP_HOST,
    port: c.SMTP_PORT === 0 ? (secure ? 465 : 587) : c.SMTP_PORT,
    secure,
    auth:
      c.SMTP_USER !== undefined && c.SMTP_PASSWORD !== undefined
        ? { user: c.SMTP_USER, pass: c.SMTP_PASSWORD }
        : undefined,
    from: c.SMTP_FROM!,
  };
}
