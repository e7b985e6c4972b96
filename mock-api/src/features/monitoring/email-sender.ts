/**
 * Sends what the outbox holds, outside the writer: each due message goes to the SMTP server (a
 * report's copy with the report as a PDF, made then), then one write marks it sent (and its
 * report's copy with it), or records the error and when to try again (the wait doubling
 * from `baseDelayMs` up to `maxDelayMs`), until `maxAttempts` make it failed. The outbox is in
 * the store, so messages left queued by a restart are sent once the server is up again: at
 * start every queued message is tried at once, whatever its wait (a restart often follows a fix
 * of the SMTP settings).
 */
import type { Logger } from 'pino';
import { createTransport, type Transporter } from 'nodemailer';
import { reportPdf, type ReportAttachment } from '../../domain/analysis/report-files.ts';
import { reportCopyDone } from '../../domain/notifications/report-email.ts';
import type { StoredEmail } from '../../store/email-outbox.ts';
import type { Store } from '../../store/store.ts';
import type { Writer } from '../../store/transaction.ts';

/** The SMTP server (config.ts reads it from SMTP_*). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS; otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Both or neither. */
  auth: { user: string; pass: string } | undefined;
  from: string;
}

export interface EmailSenderOptions {
  from: string;
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

export const DEFAULT_EMAIL_SENDER_OPTIONS = {
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 10,
} as const satisfies Partial<EmailSenderOptions>;

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export class EmailSender {
  readonly #store: Store;
  readonly #write: Writer;
  readonly #transport: Transporter;
  readonly #options: EmailSenderOptions;
  readonly #logger: Logger;
  #running = false;
  #again = false;
  /** The first pass after start tries every queued message. */
  #started = false;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(
    store: Store,
    write: Writer,
    transport: Transporter,
    options: EmailSenderOptions,
    logger: Logger,
  ) {
    this.#store = store;
    this.#write = write;
    this.#transport = transport;
    this.#options = options;
    this.#logger = logger;
  }

  /** Sends whatever is due now; called at start and after each write that may have queued. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = true;
    void this.#sendDue()
      .catch((err: unknown) => {
        this.#logger.error({ err }, 'e-mail outbox could not be worked');
      })
      .finally(() => {
        this.#running = false;
        if (this.#again) {
          this.#again = false;
          this.wake();
        } else this.#scheduleNext();
      });
  }

  #due(now: number): StoredEmail[] {
    const all = !this.#started;
    this.#started = true;
    return this.#store.emailOutbox
      .all()
      .filter((e) => e.status === 'queued' && (all || Date.parse(e.nextAttemptAt) <= now))
      .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
  }

  async #sendDue(): Promise<void> {
    for (const email of this.#due(Date.now())) await this.#sendOne(email);
  }

  /** The report a message carries, made now (a report deleted meanwhile cannot be sent). */
  async #attachments(email: StoredEmail): Promise<ReportAttachment[]> {
    if (email.reportId === null) return [];
    const report = this.#store.reports.get(email.reportId);
    if (!report) throw new Error(`the report ${email.reportId} was deleted`);
    return [await reportPdf(report)];
  }

  async #sendOne(email: StoredEmail): Promise<void> {
    let problem: string | null = null;
    try {
      await this.#transport.sendMail({
        from: this.#options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: await this.#attachments(email),
      });
    } catch (err) {
      problem = reasonOf(err);
    }
    const now = new Date();
    await this.#write(() => {
      const current = this.#store.emailOutbox.get(email.id);
      if (!current) return Promise.resolve();
      const attempts = current.attempts + 1;
      if (problem === null) {
        const sent = this.#store.emailOutbox.put({
          ...current,
          attempts,
          status: 'sent',
          sentAt: now.toISOString(),
          lastError: null,
        });
        reportCopyDone(this.#store, sent, now);
        return Promise.resolve();
      }
      const wait = Math.min(
        this.#options.baseDelayMs * 2 ** (attempts - 1),
        this.#options.maxDelayMs,
      );
      const tried = this.#store.emailOutbox.put({
        ...current,
        attempts,
        lastError: problem,
        status: attempts >= this.#options.maxAttempts ? 'failed' : 'queued',
        nextAttemptAt: new Date(now.getTime() + wait).toISOString(),
      });
      reportCopyDone(this.#store, tried, now);
      return Promise.resolve();
    });
    if (problem === null) this.#logger.info({ email: email.id, key: email.key }, 'e-mail sent');
    else
      this.#logger.warn(
        { email: email.id, attempt: email.attempts + 1, problem },
        'e-mail not sent',
      );
  }

  /** Sends nothing more: a message being sent is finished, the rest wait for the next start. */
  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  /** Wakes when the next queued message is due. */
  #scheduleNext(): void {
    clearTimeout(this.#timer);
    if (this.#stopped) return;
    const next = this.#store.emailOutbox
      .all()
      .filter((e) => e.status === 'queued')
      .reduce((min, e) => Math.min(min, Date.parse(e.nextAttemptAt)), Infinity);
    if (next === Infinity) return;
    this.#timer = setTimeout(
      () => {
        this.wake();
      },
      Math.max(0, next - Date.now()),
    );
    this.#timer.unref();
  }
}

/** How long the SMTP server may take to connect, greet and answer. */
const SMTP_TIMEOUT_MS = 30_000;

/** The sender of the configured SMTP server; undefined while e-mail is off. */
export function emailSenderFor(
  smtp: SmtpSettings | undefined,
  store: Store,
  write: Writer,
  logger: Logger,
  options: Partial<EmailSenderOptions> = {},
): EmailSender | undefined {
  if (!smtp) {
    logger.info('e-mail is off: no SMTP_HOST');
    return undefined;
  }
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.auth,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  // The password is never logged: only where mail goes and as whom.
  logger.info(
    { host: smtp.host, port: smtp.port, secure: smtp.secure, user: smtp.auth?.user ?? null },
    'e-mail on',
  );
  return new EmailSender(
    store,
    write,
    transport,
    { ...DEFAULT_EMAIL_SENDER_OPTIONS, from: smtp.from, ...options },
    logger,
  );
}
