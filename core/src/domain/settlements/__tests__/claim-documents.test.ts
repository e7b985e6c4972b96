import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  CLAIM_DOCUMENT_TYPES as T,
  downloadName,
  sniffDocumentType,
} from '../index.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const zipWith = (...entries: string[]) =>
  new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes(entries.join('\0'))]);

describe('sniffDocumentType', () => {
  it.each([
    ['a PDF by its %PDF- header, whatever its name', bytes('%PDF-1.7\n...'), 'scan.bin', T.pdf],
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'x', T.png],
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'x.jpeg', T.jpeg],
    ['a little-endian TIFF', new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8]), 'x.tif', T.tiff],
    ['a big-endian TIFF', new Uint8Array([0x4d, 0x4d, 0x00, 0x2a, 8]), 'x.tif', T.tiff],
    ['a DOCX', zipWith('[Content_Types].xml', 'word/document.xml'), 'form.docx', T.docx],
    ['an XLSX', zipWith('[Content_Types].xml', 'xl/workbook.xml'), 'form.xlsx', T.xlsx],
    ['a text file', bytes('Claim 12345 received.\r\n\tThank you.'), 'note.TXT', T.txt],
    ['an e-mail', bytes('From: admin@example.com\r\nSubject: x\r\n\r\nBody'), 'm.eml', T.eml],
  ])('should tell %s', (_what, content, name, type) => {
    expect(sniffDocumentType(content, name)).toBe(type);
  });

  it.each([
    ['HTML renamed .pdf', bytes('<!doctype html><script>alert(1)</script>'), 'letter.pdf'],
    ['HTML named .html', bytes('<html></html>'), 'letter.html'],
    ['a ZIP named .docx without Word parts', zipWith('[Content_Types].xml', 'evil/x'), 'a.docx'],
    ['a plain ZIP named .docx', zipWith('word/document.xml'), 'a.docx'],
    ['a DOCX named .xlsx', zipWith('[Content_Types].xml', 'word/document.xml'), 'a.xlsx'],
    ['binary named .txt', new Uint8Array([0x41, 0x00, 0x42]), 'a.txt'],
    ['invalid UTF-8 named .txt', new Uint8Array([0xc3, 0x28]), 'a.txt'],
    ['text named .eml without headers', bytes('hello there'), 'a.eml'],
    ['an executable', bytes('MZ\x90\x00'), 'a.pdf'],
  ])('should refuse %s', (_what, content, name) => {
    expect(sniffDocumentType(content, name)).toBeNull();
  });
});

describe('downloadName', () => {
  it('should keep a name that already ends in its type', () => {
    expect(downloadName('letter.pdf', T.pdf)).toBe('letter.pdf');
    expect(downloadName('scan.JPEG', T.jpeg)).toBe('scan.JPEG');
  });

  it('should add the true extension to a name that hides its type', () => {
    expect(downloadName('letter.pdf', T.png)).toBe('letter.pdf.png');
  });
});

describe('attachmentDisposition', () => {
  it('should send an ASCII fallback and the full name encoded', () => {
    expect(attachmentDisposition('Lettre d’avis "A".pdf')).toBe(
      `attachment; filename="Lettre d_avis _A_.pdf"; filename*=UTF-8''Lettre%20d%E2%80%99avis%20%22A%22.pdf`,
    );
  });

  it('should keep bidi overrides and line breaks out of both names', () => {
    const header = attachmentDisposition('invoice\u202Efdp.exe\r\nX: y');
    expect(header).not.toMatch(/[\r\n\u202E]/);
    expect(header).not.toContain('%E2%80%AE');
  });
});
