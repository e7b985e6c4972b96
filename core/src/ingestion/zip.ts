/**
 * The parts of a ZIP archive (an XLSX workbook) as its central directory lists them: name,
 * method, sizes and where each part's data starts. Read before anything is inflated, so a
 * workbook that says it unpacks past the limit is refused unread; what it says is checked
 * again while inflating (a hostile archive may understate its sizes).
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** As declared; a ZIP64 size (past 4 GiB) reads as Infinity. */
  uncompressedSize: number;
  /** Offset of the part's (compressed) data in the archive. */
  dataStart: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64 = 0xffffffff;

function endOfDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at -= 1)
    if (view.getUint32(at, true) === EOCD) return at;
  return -1;
}

/** The archive's parts; null when it is no readable ZIP archive. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL) return null;
    const declared = view.getUint32(at + 24, true);
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: declared === ZIP64 ? Infinity : declared,
      dataStart: local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
