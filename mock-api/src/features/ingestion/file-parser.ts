/**
 * The file reader. Custodian files are read into records in a worker thread, one at a time,
 * so the API's own thread keeps answering while a large (or hostile) file is read; a few more
 * may wait, one past them is refused. What a file reads to is kept, by its SHA-256, so the
 * upload, its preview, a mapping change and the ingestion read it once. The worker has a heap
 * of its own, bounded: a file that needs more, or takes too long, ends that worker (the next
 * file gets a new one) and is answered with an error saying so; the API goes on.
 */
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { UploadFormat } from '@backoffice/core/api';
import type { FixedWidthColumn, ParseLimits } from '@backoffice/core/ingestion';
import { ApiError } from '../../domain/api-error.ts';
import type { ParseJob, ParseReply } from './parse-job.ts';
import type { FileRecords } from './read-file.ts';

export interface FileParserOptions {
  limits: ParseLimits;
  /** The worker's heap (V8's old generation), in MB. */
  memoryMb: number;
  timeoutMs: number;
  /** Files that may wait while another is read; one more is refused. */
  queue: number;
  /** Rows kept read, across files; past it the files read longest ago are dropped. */
  keptRows: number;
}

export interface ParseInput {
  sha256: string;
  format: UploadFormat;
  layout: FixedWidthColumn[] | null;
  /** The file's bytes; asked for only when the file must be read. */
  bytes: () => Uint8Array;
}

interface Pending {
  job: ParseJob;
  resolve: (read: FileRecords) => void;
  reject: (err: ApiError) => void;
}

/** Only a fixed-width file reads differently with another layout. */
const keyOf = (input: ParseInput) =>
  input.format === 'txt'
    ? `${input.sha256}:txt:${JSON.stringify(input.layout)}`
    : `${input.sha256}:${input.format}`;

export class FileParser {
  readonly #options: FileParserOptions;
  readonly #logger: Logger;
  #worker: Worker | null = null;
  #current: Pending | null = null;
  #timer: NodeJS.Timeout | undefined;
  readonly #waiting: Pending[] = [];
  readonly #reading = new Map<string, Promise<FileRecords>>();
  readonly #kept = new Map<string, FileRecords>();
  #keptRows = 0;
  #nextId = 1;
  #filesRead = 0;

  /** What one file may hold: other readers of uploads (price files) keep to the same. */
  get limits(): ParseLimits {
    return this.#options.limits;
  }

  constructor(options: FileParserOptions, logger: Logger) {
    this.#options = options;
    this.#logger = logger;
  }

  /** The file's records; ApiError when it is past a limit, or could not be read. */
  records(input: ParseInput): Promise<FileRecords> {
    const key = keyOf(input);
    const kept = this.#kept.get(key);
    if (kept) {
      // Most recently used last: the first is the one to drop.
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return Promise.resolve(kept);
    }
    const reading = this.#reading.get(key);
    if (reading) return reading;
    if (this.#waiting.length >= this.#options.queue)
      return Promise.reject(
        new ApiError(
          'conflict',
          `${String(this.#waiting.length)} files are waiting to be read already; send this one again in a moment`,
        ),
      );
    const read = this.#read(input).then((records) => {
      this.#keep(key, records);
      return records;
    });
    this.#reading.set(key, read);
    void read.finally(() => this.#reading.delete(key)).catch(() => undefined);
    return read;
  }

  /** How many files the worker has been given to read (a file read again counts again). */
  get filesRead(): number {
    return this.#filesRead;
  }

  /** Whether a file is being read now. */
  get busy(): boolean {
    return this.#current !== null;
  }

  /** Starts the worker before the first file comes: loading the readers takes a moment. */
  warm(): void {
    this.#worker ??= this.#spawn();
  }

  /** Ends the worker (the server is stopping). */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  #read(input: ParseInput): Promise<FileRecords> {
    // A copy of its own, moved to the worker: the caller keeps its bytes.
    const bytes = new Uint8Array(input.bytes());
    const job: ParseJob = {
      id: this.#nextId++,
      bytes,
      format: input.format,
      layout: input.layout,
      limits: this.#options.limits,
    };
    return new Promise((resolve, reject) => {
      this.#waiting.push({ job, resolve, reject });
      this.#next();
    });
  }

  #keep(key: string, records: FileRecords): void {
    const rows = records.records.rows.length;
    if (rows > this.#options.keptRows) return;
    this.#kept.set(key, records);
    this.#keptRows += rows;
    for (const [oldest, read] of this.#kept) {
      if (this.#keptRows <= this.#options.keptRows) break;
      this.#kept.delete(oldest);
      this.#keptRows -= read.records.rows.length;
    }
  }

  #next(): void {
    if (this.#current) return;
    const pending = this.#waiting.shift();
    if (!pending) return;
    this.#current = pending;
    this.#filesRead += 1;
    this.#worker ??= this.#spawn();
    this.#timer = setTimeout(() => {
      this.#fail(
        new ApiError(
          'unprocessable',
          `Reading the file took longer than ${String(this.#options.timeoutMs / 1000)} seconds, the limit; nothing was kept`,
        ),
      );
    }, this.#options.timeoutMs);
    this.#worker.postMessage(pending.job, [pending.job.bytes.buffer as ArrayBuffer]);
  }

  #spawn(): Worker {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.#options.memoryMb },
    });
    // An idle reader keeps no process alive.
    worker.unref();
    worker.on('message', (reply: ParseReply) => {
      this.#settle(reply);
    });
    worker.on('error', (err: Error & { code?: string }) => {
      if (worker !== this.#worker) return;
      this.#logger.warn({ err }, 'the file reader stopped');
      const outOfMemory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.#fail(
        outOfMemory
          ? new ApiError(
              'unprocessable',
              `Reading the file needed more than the ${String(this.#options.memoryMb)} MB of memory the file reader may use; nothing was kept`,
            )
          : new ApiError(
              'internal',
              'The file reader failed while reading the file; nothing was kept',
            ),
      );
    });
    worker.on('exit', () => {
      if (worker !== this.#worker) return;
      this.#fail(
        new ApiError(
          'internal',
          'The file reader stopped while reading the file; nothing was kept',
        ),
      );
    });
    return worker;
  }

  #settle(reply: ParseReply): void {
    const pending = this.#current;
    if (pending?.job.id !== reply.id) return;
    this.#done();
    if ('read' in reply) pending.resolve(reply.read);
    else if ('refused' in reply)
      pending.reject(
        new ApiError(
          reply.refused.limit === 'unpackedBytes' ? 'payload_too_large' : 'unprocessable',
          reply.refused.message,
        ),
      );
    else {
      this.#logger.warn({ problem: reply.failed }, 'a file could not be read');
      pending.reject(new ApiError('unprocessable', 'The file could not be read'));
    }
  }

  /** The file being read fails; its worker is ended, and the next file gets a new one. */
  #fail(error: ApiError): void {
    const pending = this.#current;
    const worker = this.#worker;
    this.#worker = null;
    void worker?.terminate();
    this.#done();
    pending?.reject(error);
  }

  #done(): void {
    clearTimeout(this.#timer);
    this.#current = null;
    setImmediate(() => {
      this.#next();
    });
  }
}
