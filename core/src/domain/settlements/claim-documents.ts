/**
 * A claim's documents (the administrator's letters, the filed form): what kinds there are, which
 * file types are taken and how a file's type is told from its bytes. The uploader's stated type
 * is never believed: a document is served as the type its bytes show, from this allow-list
 * only, and a file that is none of them is refused. Office files are ZIP archives; they are told
 * apart by the entry names stored uncompressed in the archive's headers, never unpacked, so a
 * ZIP bomb costs nothing here.
 */
import { isUnsafeChar } from '../../ingestion/file-name.ts';

export const CLAIM_DOCUMENT_KINDS = [
  'deficiency_letter',
  'administrator_letter',
  'filed_claim_form',
  'distribution_notice',
  'other',
] as const;
export type ClaimDocumentKind = (typeof CLAIM_DOCUMENT_KINDS)[number];

export const CLAIM_DOCUMENT_KIND_LABELS: Readonly<Record<ClaimDocumentKind, string>> = {
  deficiency_letter: 'Deficiency letter',
  administrator_letter: 'Administrator letter',
  filed_claim_form: 'Filed claim form',
  distribution_notice: 'Distribution notice',
  other: 'Other',
};

export interface DocumentType {
  mediaType: string;
  /** The extension a download of it ends with. */
  extension: string;
  label: string;
}

export const CLAIM_DOCUMENT_TYPES = {
  pdf: { mediaType: 'application/pdf', extension: 'pdf', label: 'PDF' },
  png: { mediaType: 'image/png', extension: 'png', label: 'PNG' },
  jpeg: { mediaType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  tiff: { mediaType: 'image/tiff', extension: 'tif', label: 'TIFF' },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    label: 'Word (DOCX)',
  },
  xlsx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    label: 'Excel (XLSX)',
  },
  txt: { mediaType: 'text/plain', extension: 'txt', label: 'plain text (TXT)' },
  eml: { mediaType: 'message/rfc822', extension: 'eml', label: 'e-mail (EML)' },
} as const satisfies Record<string, DocumentType>;

/** Every media type a claim document may be served as. */
export const CLAIM_DOCUMENT_MEDIA_TYPES = Object.values(CLAIM_DOCUMENT_TYPES).map(
  (t) => t.mediaType,
) as [string, ...string[]];

/** "PDF, PNG, …, e-mail (EML)": what a refusal names as accepted. */
export const ACCEPTED_DOCUMENT_TYPES = Object.values(CLAIM_DOCUMENT_TYPES)
  .map((t) => t.label)
  .join(', ');

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((b, i) => bytes[i] === b);

const ascii = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

/** Whether `needle` (ASCII) occurs in the bytes. */
function contains(bytes: Uint8Array, needle: string): boolean {
  const want = ascii(needle);
  const first = want[0];
  for (let i = bytes.indexOf(first ?? 0); i >= 0; i = bytes.indexOf(first ?? 0, i + 1)) {
    if (want.every((b, j) => bytes[i + j] === b)) return true;
  }
  return false;
}

/** Text: valid UTF-8 without NUL or controls other than tab, line feed, form feed, return. */
function isText(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // UTF-8 never puts a byte below 0x80 inside a character: each such byte is a character.
  const allowed = new Set([0x09, 0x0a, 0x0c, 0x0d]);
  return bytes.every((b) => (b >= 0x20 && b !== 0x7f) || allowed.has(b));
}

/** An e-mail message starts with header lines (`From: …`, `Received: …`). */
function isEmail(bytes: Uint8Array): boolean {
  if (!isText(bytes)) return false;
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).split(/\r?\n/, 1)[0] ?? '';
  return /^[A-Za-z][A-Za-z0-9-]*:\s?\S/.test(head);
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The file's type from its bytes (and, for ZIP-based and text files, which the bytes alone do
 * not tell apart, its name's extension); null for anything off the list.
 */
export function sniffDocumentType(bytes: Uint8Array, fileName: string): DocumentType | null {
  const t = CLAIM_DOCUMENT_TYPES;
  if (startsWith(bytes, ascii('%PDF-'))) return t.pdf;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return t.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return t.jpeg;
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return t.tiff;
  const ext = extensionOf(fileName);
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (!contains(bytes, '[Content_Types].xml')) return null;
    if (ext === 'docx' && contains(bytes, 'word/')) return t.docx;
    if (ext === 'xlsx' && contains(bytes, 'xl/')) return t.xlsx;
    return null;
  }
  if (ext === 'eml') return isEmail(bytes) ? t.eml : null;
  if (ext === 'txt') return isText(bytes) ? t.txt : null;
  return null;
}

/** The name a download carries: the stored name, ending in the extension of its true type. */
export function downloadName(fileName: string, type: DocumentType): string {
  const ext = extensionOf(fileName);
  const same = ext === type.extension || (type.extension === 'jpg' && ext === 'jpeg');
  const tiff = type.extension === 'tif' && ext === 'tiff';
  return same || tiff ? fileName : `${fileName}.${type.extension}`;
}

/**
 * `Content-Disposition: attachment` for a name: an ASCII fallback (anything else, quotes and
 * backslashes as `_`) and the name itself percent-encoded as RFC 6266's `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  let fallback = '';
  let kept = '';
  for (const char of fileName) {
    const code = char.codePointAt(0) ?? 0;
    fallback += code < 0x20 || code > 0x7e || char === '"' || char === '\\' ? '_' : char;
    if (!isUnsafeChar(char)) kept += char;
  }
  const encoded = encodeURIComponent(kept).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
