import { describe, expect, it } from 'vitest';
import { zipArchive } from '../../../../ingestion/samples.ts';
import { LimitExceeded } from '../../../../ingestion/limits.ts';
import {
  dataSetDate,
  dataSetsZip,
  EXPECTED_13F,
  Not13FError,
  parseSubmission,
  read13F,
  submissionText,
} from '../index.ts';
import { dataSetRows } from './data-set-rows.ts';
import { fixture, fixtureBytes } from './fixtures.ts';

const lts = fixture('lts-one-2023q3-13f-hr.txt');
const table = fixture('sec-sample-information-table.xml');
const limits = { unpackedBytes: 10_000_000, rows: 1000 };
const read = (bytes: Uint8Array | string, filer = null) =>
  read13F(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, { filer, limits });

/** An envelope written here around the SEC's own sample primary documents. */
const sample = (primary: string, form: string, tableXml?: string) =>
  submissionText({
    accessionNumber: '0000123456-22-000009',
    form,
    period: '20211231',
    filedOn: '20220301',
    name: 'BIG FUND TRUST inc',
    cik: '0000123456',
    primaryXml: fixture(primary),
    tableXml,
  });

describe('an EDGAR submission', () => {
  it('should read a real 13F-HR (LTS One, Q3 2023): header, cover, summary and table in dollars', () => {
    const filing = parseSubmission(lts);
    expect(filing).toMatchObject({
      accessionNumber: '0001894188-23-000007',
      filer: { cik: '0001894188', name: 'LTS One Management LP', city: 'NEW YORK', state: 'NY' },
      period: '2023-09-30',
      filedOn: '2023-11-14',
      submissionType: '13F-HR',
      reportType: '13F HOLDINGS REPORT',
      amendmentType: 'ORIGINAL',
      valueUnit: 'DOLLARS',
      summary: { entryTotal: 14, valueTotal: 454_926_000 },
      problems: [],
    });
    expect(filing.entries).toHaveLength(14);
    expect(filing.entries.reduce((s, e) => s + e.value, 0)).toBe(454_926_000);
    expect(filing.entries[7]).toMatchObject({
      issuer: 'INTERNATIONAL FLAVORS&FRAGRA',
      shares: 2_265_000,
    });
  });

  it('should report a table that disagrees with its summary page as a problem on the filing', () => {
    const short = lts.replace(
      /<ns1:infoTable>(?:(?!<\/ns1:infoTable>)[\s\S])*VISA INC[\s\S]*?<\/ns1:infoTable>/,
      '',
    );
    expect(parseSubmission(short).problems).toEqual([
      'The summary page gives 14 entries; the information table has 13',
      'The summary page gives a total value of 454,926,000 (dollars); the entries sum to 434,225,000',
    ]);
  });

  it('should read a restatement, a new-holdings amendment and a notice (SEC samples in a written envelope)', () => {
    const restated = parseSubmission(
      sample('sec-sample-13f-hra-primary-doc.xml', '13F-HR/A', table),
    );
    expect(restated).toMatchObject({ amendmentType: 'RESTATEMENT', valueUnit: 'THOUSANDS' });
    expect(restated.entries).toHaveLength(6);
    // The SEC's sample summary page (1,222 entries) does not describe its sample table.
    expect(restated.problems[0]).toBe(
      'The summary page gives 1,222 entries; the information table has 6',
    );
    const added = parseSubmission(
      sample('sec-sample-13f-hra-primary-doc.xml', '13F-HR/A', table).replace(
        'RESTATEMENT',
        'NEW HOLDINGS',
      ),
    );
    expect(added.amendmentType).toBe('NEW_HOLDINGS');
    const notice = parseSubmission(sample('sec-sample-13f-nt-primary-doc.xml', '13F-NT'));
    expect(notice).toMatchObject({
      reportType: '13F NOTICE',
      entries: [],
      problems: [],
      summary: null,
    });
  });

  it('should refuse a submission of another form, saying which it is', () => {
    expect(() =>
      parseSubmission(
        lts.replace('CONFORMED SUBMISSION TYPE:\t13F-HR', 'CONFORMED SUBMISSION TYPE:\t10-K'),
      ),
    ).toThrow(
      'Expected a 13-F submission (13F-HR, 13F-HR/A, 13F-NT or 13F-NT/A); this one is a 10-K',
    );
  });

  it('should refuse a submission cut short inside its table (hand-made)', () => {
    expect(() => parseSubmission(lts.slice(0, lts.indexOf('HUMANA')))).toThrow(
      /not well-formed XML/,
    );
  });
});

describe('any 13-F file', () => {
  it('should tell the three kinds apart', async () => {
    expect((await read(lts)).kind).toBe('submission');
    const filer = {
      cik: '0000123456',
      name: 'Sample',
      period: '2021-12-31',
      filedOn: '2022-01-20',
    };
    expect((await read13F(Buffer.from(table), { filer, limits })).kind).toBe('information-table');
    expect((await read(dataSetsZip({}))).kind).toBe('data-sets');
  });

  it('should refuse a file that is none of them, saying what was expected (hand-made)', async () => {
    await expect(read('Date,Open,High,Low,Close\n2024-01-02,1,2,3,4\n')).rejects.toThrow(
      new Not13FError(`${EXPECTED_13F}; this file is none of them`),
    );
    await expect(read('')).rejects.toThrow(/The file is empty/);
    await expect(
      read(zipArchive([{ name: 'xl/workbook.xml', data: Buffer.from('<x/>') }])),
    ).rejects.toThrow(
      /this archive lacks SUBMISSION.TSV, COVERPAGE.TSV, SUMMARYPAGE.TSV, INFOTABLE.TSV/,
    );
  });
});

describe('the Form 13F data sets', () => {
  it('should read every filing of the archive, each checked against its summary page', async () => {
    const { filings, problems } = await read(dataSetsZip(dataSetRows()));
    expect(problems).toEqual([
      '1 INFOTABLE rows name an accession number SUBMISSION does not list',
    ]);
    const [first, second] = filings;
    const { entries, ...filing } = parseSubmission(lts);
    expect(first).toMatchObject(filing);
    expect(first!.entries.map((e) => e.value)).toEqual(entries.map((e) => e.value));
    expect(second).toMatchObject({
      amendmentType: 'NEW_HOLDINGS',
      valueUnit: 'THOUSANDS',
      period: '2021-12-31',
      filer: { cik: '0000123456', name: 'BIG FUND TRUST inc' },
      problems: [
        'The summary page gives 2 entries; the information table has 1',
        'The summary page gives a total value of 9 (thousands of dollars); the entries sum to 64',
      ],
    });
    expect(second!.entries[0]).toMatchObject({ value: 64_000, putCall: 'PUT' });
  });

  it('should read the small data sets archive kept with the fixtures', async () => {
    const { filings } = await read(fixtureBytes('form13f-data-sets-small.zip'));
    expect(filings.map((f) => [f.accessionNumber, f.entries.length, f.problems.length])).toEqual([
      ['0001894188-23-000007', 14, 0],
      ['0000123456-22-000001', 1, 2],
    ]);
  });

  it('should refuse an archive whose parts say they unpack past the limit, before inflating (hand-made)', async () => {
    const bomb = zipArchive([
      ...['SUBMISSION', 'COVERPAGE', 'SUMMARYPAGE'].map((p) => ({
        name: `${p}.tsv`,
        data: Buffer.from('ACCESSION_NUMBER\n'),
      })),
      { name: 'INFOTABLE.tsv', data: Buffer.from('x'), declaredSize: 4_000_000_000 },
    ]);
    await expect(read(bomb)).rejects.toThrow(LimitExceeded);
  });

  it('should stop inflating a part that understates its size, at the limit (hand-made)', async () => {
    const small = ['SUBMISSION', 'COVERPAGE', 'SUMMARYPAGE'].map((p) => ({
      name: `${p}.tsv`,
      data: Buffer.from('ACCESSION_NUMBER\n'),
    }));
    const understated = (data: Buffer) =>
      zipArchive([...small, { name: 'INFOTABLE.tsv', data, declaredSize: 10 }]);
    // Blank lines: no rows to count, only bytes (just past the 10,000,000-byte budget).
    const rows = Buffer.alloc(10_500_000, 0x0a);
    await expect(read(understated(rows))).rejects.toThrow(/unpacks to more than 10,000,000 bytes/);
    // One endless line is refused long before the budget runs out.
    await expect(read(understated(Buffer.alloc(5_000_000, 0x41)))).rejects.toThrow(
      /INFOTABLE.tsv has a line longer than 1,000,000 characters/,
    );
    // Megabytes inflated and scanned: seconds on a busy machine.
  }, 30_000);

  it('should stop at the row limit (hand-made)', async () => {
    await expect(
      read13F(dataSetsZip(dataSetRows()), { filer: null, limits: { ...limits, rows: 5 } }),
    ).rejects.toThrow(/more than 5 rows/);
  });

  it('should write dates as the data sets do', () => {
    expect(dataSetDate('2023-09-30')).toBe('30-SEP-2023');
  });
});
