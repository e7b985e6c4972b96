/**
 * Custodian-style sample files, for tests: values written the ways custodians write them (US
 * dates, Excel serial days, thousands separators, parentheses for negatives).
 */
import { crc32, deflateRawSync } from 'node:zlib';

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** 2024-03-05 → 3/5/2024. */
export function usDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${m}/${d}/${y}`;
}

/** 2024-03-05 → 45356 (Excel's day number). */
export function excelSerial(iso: string): number {
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - EXCEL_EPOCH) / DAY_MS);
}

/** -1234.5 → (1,234.5); 1234.5 → 1,234.5. */
export function accountingNumber(value: number): string {
  const [whole, fraction] = Math.abs(value).toString().split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return value < 0 ? `(${text})` : text;
}

/** Delimited text from rows of cells, quoting cells that need it. */
export function delimitedText(rows: readonly (readonly string[])[], delimiter = ','): string {
  const quote = (cell: string) =>
    /["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;
  return rows.map((cells) => cells.map(quote).join(delimiter)).join('\r\n');
}

export type ArchivePart =
  | {
      name: string;
      data: Uint8Array;
      /** The size to declare instead of the true one (a hostile archive understates it). */
      declaredSize?: number;
    }
  /** Already deflated (a part too large to hold inflated), with its true size and CRC-32. */
  | { name: string; deflated: Uint8Array; size: number; crc: number };

function packed(part: ArchivePart): { data: Uint8Array; size: number; crc: number } {
  if ('deflated' in part) return { data: part.deflated, size: part.size, crc: part.crc };
  return {
    data: deflateRawSync(part.data),
    size: part.declaredSize ?? part.data.length,
    crc: crc32(part.data),
  };
}

/** A ZIP archive of deflated parts (an XLSX workbook is one), as a workbook writer makes it. */
export function zipArchive(parts: readonly ArchivePart[]): Buffer {
  const locals: Uint8Array[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const { data, size, crc } = packed(part);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 8, 6, 26);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(data));
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
