/**
 * Custodian files' text: UTF-8 (with or without a byte-order mark) when the bytes are valid
 * UTF-8, Windows-1252 otherwise (what older custodian systems on Windows write). Never throws:
 * every byte sequence decodes to some text.
 */
import iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

const BOM = [0xef, 0xbb, 0xbf];

export function decodeText(bytes: Uint8Array): DecodedText {
  const bom = BOM.every((b, i) => bytes[i] === b);
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
    return { text, encoding: bom ? 'utf-8-bom' : 'utf-8' };
  } catch {
    const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    return { text: iconv.decode(buffer, 'win1252'), encoding: 'windows-1252' };
  }
}
