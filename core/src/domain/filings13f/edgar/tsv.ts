/**
 * The rows of one TSV part of a ZIP archive, inflated as a stream and split as it comes, so a
 * part of millions of rows is never held whole. Bytes are counted while inflating: an archive
 * that understates its sizes is stopped at the limit all the same.
 */
import { createInflateRaw } from 'node:zlib';
import { LimitExceeded, limitMessages } from '../../../ingestion/limits.ts';
import type { ZipEntry } from '../../../ingestion/zip.ts';
import { Not13FError } from './types.ts';

/** Far longer than any row of the data sets (an INFOTABLE row is a few hundred characters). */
export const MAX_LINE_CHARS = 1_000_000;

/** Unpacked bytes left for the archive's parts together; shared by every part read. */
export interface UnpackBudget {
  left: number;
  readonly limit: number;
}

async function* inflated(bytes: Uint8Array, entry: ZipEntry): AsyncGenerator<Uint8Array> {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) {
    yield data;
    return;
  }
  if (entry.method !== 8)
    throw new Not13FError(
      `${entry.name} uses ZIP compression method ${String(entry.method)}; expected deflate`,
    );
  const inflate = createInflateRaw();
  inflate.end(data);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) yield chunk;
  } catch {
    throw new Not13FError(`${entry.name} in the ZIP archive is corrupt`);
  }
}

/** Each row of `entry` as cells by the header row's column names (upper-cased). */
export async function* tsvRows(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: UnpackBudget,
): AsyncGenerator<Map<string, string>> {
  const decoder = new TextDecoder();
  let header: string[] | null = null;
  let rest = '';
  const rowOf = (line: string): Map<string, string> | null => {
    const cells = line.replace(/\r$/, '').split('\t');
    if (!header) {
      header = cells.map((c) => c.trim().toUpperCase());
      return null;
    }
    if (cells.length === 1 && cells[0] === '') return null;
    return new Map(header.map((name, i) => [name, cells[i] ?? '']));
  };
  for await (const chunk of inflated(bytes, entry)) {
    budget.left -= chunk.length;
    if (budget.left < 0)
      throw new LimitExceeded('unpackedBytes', limitMessages.unpackedBytes(budget.limit));
    const lines = decoder.decode(chunk, { stream: true }).split('\n');
    lines[0] = rest + lines[0]!;
    rest = lines.pop() ?? '';
    if (rest.length > MAX_LINE_CHARS)
      throw new LimitExceeded(
        'cellChars',
        `${entry.name} has a line longer than ${MAX_LINE_CHARS.toLocaleString('en-US')} characters; its rows are short`,
      );
    for (const line of lines) {
      const row = rowOf(line);
      if (row) yield row;
    }
  }
  const row = rowOf(rest + decoder.decode());
  if (row) yield row;
}
