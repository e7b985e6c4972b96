/**
 * `POST /13f/imports`: the raw body read as one of the SEC's 13-F files (core decides which),
 * then stored in the call's transaction, all of it or none. A file that is not a 13-F, or is
 * past the limits, is refused before anything is written. The import is recorded (and so
 * audited) only when it changed something: the same file again answers the same counts as
 * unchanged and writes nothing.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { FilingImport, FilingImportProblem } from '@backoffice/core/api';
import {
  Not13FError,
  read13F,
  type DataSetLimits,
  type FileReading,
  type GivenFiler,
} from '@backoffice/core/filings13f-edgar';
import { LimitExceeded } from '@backoffice/core/ingestion';
import { ApiError } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import { storeFilings } from './filing-store.ts';

type Query = { cik?: string; name?: string; period?: string; filedOn?: string };

function givenFiler(query: Query): GivenFiler | null {
  const { cik, name, period, filedOn } = query;
  const given = [cik, name, period, filedOn].filter((v) => v !== undefined).length;
  if (given === 0) return null;
  if (!cik || !name || !period || !filedOn)
    throw new ApiError(
      'invalid_request',
      'A table sent alone names its filer with all four of cik, name, period and filedOn',
    );
  return { cik, name, period, filedOn };
}

async function reading(
  bytes: Uint8Array,
  query: Query,
  limits: DataSetLimits,
): Promise<FileReading> {
  try {
    const filer = givenFiler(query);
    const read = await read13F(bytes, { filer, limits });
    if (filer && read.kind !== 'information-table')
      throw new ApiError(
        'invalid_request',
        'cik, name, period and filedOn are for an information table sent alone; this file names its filers itself',
      );
    return read;
  } catch (err) {
    if (err instanceof Not13FError) throw new ApiError('unprocessable', err.message);
    if (err instanceof LimitExceeded)
      throw new ApiError(
        err.limit === 'unpackedBytes' ? 'payload_too_large' : 'unprocessable',
        err.message,
      );
    throw err;
  }
}

const fileProblem = (message: string): FilingImportProblem => ({
  accessionNumber: null,
  cik: null,
  filerName: null,
  period: null,
  messages: [message],
});

export function filingImportHandlers(
  limits: DataSetLimits,
  logger: Logger,
): HandlersOf<'importFilings13f'> {
  return {
    importFilings13f: async (call) => {
      const start = performance.now();
      const read = await reading(call.body, call.query, limits);
      const readMs = performance.now() - start;
      const id = call.store.filingImports.nextId();
      const outcome = await storeFilings(call.store, read.filings, id);
      const ms = (v: number) => Math.round(v);
      logger.info(
        {
          importId: id,
          filings: read.filings.length,
          entries: outcome.entries,
          ms: {
            read: ms(readMs),
            filings: ms(outcome.took.filings),
            linesFile: ms(outcome.took.lines.file),
            linesLoad: ms(outcome.took.lines.load),
            positions: ms(outcome.took.lines.derive),
            filers: ms(outcome.took.filers),
          },
        },
        '13-F file stored (its transaction commits next)',
      );
      const answer: FilingImport = {
        id: outcome.added + outcome.replaced > 0 ? id : null,
        kind: read.kind,
        sha256: createHash('sha256').update(call.body).digest('hex'),
        filingsRead: read.filings.length,
        added: outcome.added,
        replaced: outcome.replaced,
        unchanged: outcome.unchanged,
        skipped: outcome.skipped,
        entries: outcome.entries,
        totalValue: outcome.totalValue,
        problems: [...read.problems.map(fileProblem), ...outcome.problems],
        importedAt: call.now.toISOString(),
        importedBy: call.user.username,
      };
      if (answer.id !== null) call.store.filingImports.put({ ...answer, id });
      return answer;
    },
  };
}
