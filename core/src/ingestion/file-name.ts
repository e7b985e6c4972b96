/**
 * Uploaded file names: kept as inert text, stripped of any path (`../../etc/passwd` →
 * `passwd`) and of control and bidirectional-override characters, which could disguise the
 * name on screen or in a download.
 */
import type { UploadFormat } from '../api/entities/ingestion.ts';

const MAX_NAME = 200;
/** C0 and C1 controls, and the bidi embedding, override and isolate marks. */
export function isUnsafeChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? '';
  let kept = '';
  for (const char of base) if (!isUnsafeChar(char)) kept += char;
  const clean = kept.trim().replace(/^\.+/, '');
  return clean === '' ? 'unnamed' : clean.slice(-MAX_NAME);
}

const FORMATS: Record<string, UploadFormat> = { csv: 'csv', xlsx: 'xlsx', txt: 'txt' };

/** The format its extension names; null for any other type. */
export function formatOfName(name: string): UploadFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return FORMATS[ext] ?? null;
}

export const MEDIA_TYPES: Record<UploadFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
};

/** An XLSX file is a ZIP archive: it starts with `PK\x03\x04`. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}
