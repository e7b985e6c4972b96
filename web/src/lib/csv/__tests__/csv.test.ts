import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, csvFileName, type CsvColumn } from '../csv.ts';
import { plainText } from '../plain-text.ts';

interface Row {
  name: string;
  amount: number;
}

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Amount', value: (r) => String(r.amount) },
];

describe('csvCell', () => {
  it.each(['=SUM(A1:A2)', '+1+2', '-2+3', '@cmd', '\tx', '\rx'])(
    'should defuse %j, which a spreadsheet would run as a formula',
    (text) => {
      expect(csvCell(text)).toBe(`'${text}`);
    },
  );

  it.each(['-12.5', '42', 'In re Acme', 'a=b', ''])('should leave %j as it is', (text) => {
    expect(csvCell(text)).toBe(text);
  });
});

describe('buildCsv', () => {
  it('should write a header line and one line per row, each ending in CRLF', () => {
    const rows = [
      { name: 'Acme', amount: 12 },
      { name: 'Bolt', amount: -3.5 },
    ];
    expect(buildCsv(COLUMNS, rows)).toBe('Name,Amount\r\nAcme,12\r\nBolt,-3.5\r\n');
  });

  it('should quote commas, quotes and line breaks', () => {
    const rows = [{ name: 'Smith, "Jr."\nII', amount: 1 }];
    expect(buildCsv(COLUMNS, rows)).toBe('Name,Amount\r\n"Smith, ""Jr.""\nII",1\r\n');
  });

  it.each([
    ['Acme;=1+1 Trust', '"Acme;=1+1 Trust"'],
    ['tab\there', '"tab\there"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['line\nfeed', '"line\nfeed"'],
    ['say "hi"', '"say ""hi"""'],
    ['a, b', '"a, b"'],
  ])('should quote %j, which some locale splits or breaks', (name, quoted) => {
    expect(buildCsv(COLUMNS, [{ name, amount: 1 }])).toBe(`Name,Amount\r\n${quoted},1\r\n`);
  });

  it('should defuse formulas inside the rows', () => {
    const rows = [{ name: '=HYPERLINK("http://x")', amount: 1 }];
    expect(buildCsv(COLUMNS, rows)).toBe('Name,Amount\r\n"\'=HYPERLINK(""http://x"")",1\r\n');
  });

  it('should write only the header for no rows', () => {
    expect(buildCsv(COLUMNS, [])).toBe('Name,Amount\r\n');
  });
});

describe('csvFileName', () => {
  it('should name the file after the label and the date', () => {
    expect(csvFileName('Case List', '2024-05-01')).toBe('case-list-2024-05-01.csv');
    expect(csvFileName('DOG Cases', '2024-05-01')).toBe('dog-cases-2024-05-01.csv');
    expect(csvFileName('  ', '2024-05-01')).toBe('export-2024-05-01.csv');
  });
});

describe('plainText', () => {
  it('should write raw values as text', () => {
    expect(plainText(null)).toBe('');
    expect(plainText(undefined)).toBe('');
    expect(plainText(['SE-1', 'SE-2'])).toBe('SE-1, SE-2');
    expect(plainText(false)).toBe('false');
    expect(plainText(3.25)).toBe('3.25');
  });
});
