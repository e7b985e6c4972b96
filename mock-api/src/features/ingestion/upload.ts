/**
 * An upload: its name made safe, its type checked, its client, custodian, kind and period taken
 * from the call or detected from the rows, its bytes kept, and the file staged, or skipped with
 * the reasons when no row is valid. Nothing is stored when the call is refused.
 */
import { createHash } from 'node:crypto';
import type { IngestionFile, UploadKind } from '@backoffice/core/api';
import {
  formatOfName,
  guessMapping,
  safeFileName,
  type ColumnMap,
} from '@backoffice/core/ingestion';
import { ApiError } from '../../domain/api-error.ts';
import type { ClientScope } from '../../domain/client-scope.ts';
import type { Store } from '../../store/store.ts';
import type { FileParser } from './file-parser.ts';
import { noValidRowReason, readFileRows, savedMapping, summarized } from './file-rows.ts';
import { markArrived } from './tracker-arrival.ts';

export interface UploadInput {
  fileName: string;
  clientId?: string | undefined;
  custodian?: string | undefined;
  kind?: UploadKind | undefined;
  period?: string | undefined;
}

interface Target {
  clientId: string;
  clientName: string;
  custodian: string;
  kind: UploadKind;
}

const unprocessable = (message: string) => new ApiError('unprocessable', message);

interface Context {
  store: Store;
  scope: ClientScope;
  now: Date;
  parser: FileParser;
}

/** The bytes being uploaded, and their SHA-256: what the file reader keeps its reading by. */
interface Upload {
  bytes: Uint8Array;
  sha256: string;
  format: IngestionFile['format'];
}

/** The values of the account column, to recognise the client and custodian by. */
async function accountNumbers(
  { store, parser }: Context,
  file: Upload,
  input: UploadInput,
): Promise<{ numbers: string[]; kind: UploadKind }> {
  const layoutOf = (kind: UploadKind) =>
    input.custodian ? (savedMapping(store, input.custodian, kind)?.layout ?? null) : null;
  const first = await parser.records({
    sha256: file.sha256,
    format: file.format,
    layout: layoutOf(input.kind ?? 'trades'),
    bytes: () => file.bytes,
  });
  const kind =
    input.kind ?? (guessMapping(first.records.columns, 'trades').side ? 'trades' : 'holdings');
  const saved = input.custodian ? savedMapping(store, input.custodian, kind) : undefined;
  const map: ColumnMap = saved?.columns ?? guessMapping(first.records.columns, kind);
  const at =
    map.accountNumber === undefined ? -1 : first.records.columns.indexOf(map.accountNumber);
  const numbers = at < 0 ? [] : first.records.rows.map((r) => (r.cells[at] ?? '').trim());
  return { numbers, kind };
}

async function target(ctx: Context, file: Upload, input: UploadInput): Promise<Target> {
  const { store, scope } = ctx;
  const { numbers, kind } = await accountNumbers(ctx, file, input);
  const wanted = new Set(numbers);
  const account = store.accounts
    .all()
    .find(
      (a) =>
        wanted.has(a.accountNumber) &&
        (input.custodian === undefined || a.custodian === input.custodian) &&
        (input.clientId === undefined || a.clientId === input.clientId),
    );
  const clientId = input.clientId ?? account?.clientId;
  const custodian = input.custodian ?? account?.custodian;
  if (clientId === undefined || custodian === undefined)
    throw unprocessable(
      "The client and custodian could not be told from the file's account numbers: choose them",
    );
  const client = store.clients.get(clientId);
  if (!client || !scope.sees(clientId)) throw unprocessable(`No client ${clientId}`);
  return { clientId, clientName: client.name, custodian, kind };
}

/** The month most of the rows fall in; else the one the file name carries; else this month. */
function periodOf(dates: readonly string[], fileName: string, now: Date): string {
  const counts = new Map<string, number>();
  for (const d of dates) counts.set(d.slice(0, 7), (counts.get(d.slice(0, 7)) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const named = /(20\d\d)[-_]?(0[1-9]|1[0-2])/.exec(fileName);
  return top ?? (named ? `${named[1]}-${named[2]}` : now.toISOString().slice(0, 7));
}

export async function upload(
  ctx: Context,
  input: UploadInput,
  bytes: Uint8Array,
): Promise<IngestionFile> {
  const { store, now, parser } = ctx;
  const fileName = safeFileName(input.fileName);
  const format = formatOfName(fileName);
  if (!format)
    throw unprocessable(`Only CSV, XLSX and TXT files are accepted; "${fileName}" is none of them`);
  if (bytes.length === 0) throw unprocessable(`"${fileName}" is empty`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const t = await target(ctx, { bytes, sha256, format }, input);
  const id = store.ingestionFiles.nextId();
  const draft: IngestionFile = {
    id,
    fileName,
    ...t,
    period: input.period ?? now.toISOString().slice(0, 7),
    receivedAt: now.toISOString(),
    sizeBytes: bytes.length,
    rowCount: 0,
    sha256,
    status: 'staged',
    skipReason: null,
    processedAt: null,
    processedBy: null,
    format,
    encoding: null,
    validRowCount: 0,
    errorCount: 0,
    rowErrors: [],
    hasOriginal: true,
    ingestedRows: 0,
  };
  store.ingestionOriginals.put({ id, base64: Buffer.from(bytes).toString('base64') });
  const read = await readFileRows(store, parser, draft);
  const file = summarized(
    {
      ...draft,
      period:
        input.period ??
        periodOf(
          read.rows.map((r) => r.date),
          fileName,
          now,
        ),
    },
    read,
  );
  if (read.rows.length === 0) {
    return store.ingestionFiles.put({
      ...file,
      status: 'skipped',
      skipReason: noValidRowReason(read),
      processedAt: now.toISOString(),
      processedBy: 'validation',
    });
  }
  markArrived(store, file);
  return store.ingestionFiles.put(file);
}
