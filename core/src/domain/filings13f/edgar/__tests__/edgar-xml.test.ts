import { describe, expect, it } from 'vitest';
import { LimitExceeded } from '../../../../ingestion/limits.ts';
import {
  Not13FError,
  parseInformationTable,
  parsePrimaryDocument,
  parseTableAlone,
  secDate,
  summaryProblems,
} from '../index.ts';
import { fixture } from './fixtures.ts';

const table = fixture('sec-sample-information-table.xml');

describe('an information table', () => {
  it('should read every entry, keeping a CUSIP listed twice as two entries', () => {
    const { entries, problems } = parseInformationTable(table, 'DOLLARS');
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.cusip)).toEqual([
      '02079K107',
      '00724F101',
      '00972D105',
      '01609W102',
      '02079K107',
      '02079K305',
    ]);
    expect(entries[0]).toMatchObject({
      issuer: 'AT&T INC',
      figi: '02079K107743',
      reportedValue: 7454547777,
      value: 7454547777,
      shares: 79296,
      shareType: 'SH',
      putCall: null,
      investmentDiscretion: 'SOLE',
      votingNone: 79296,
    });
    expect(entries[2]!.figi).toBeNull();
  });

  it('should read values filed before 3 January 2023 as thousands of dollars', () => {
    const { entries } = parseInformationTable(table, 'THOUSANDS');
    expect(entries[1]).toMatchObject({ reportedValue: 7423, value: 7_423_000 });
  });

  it('should read the same table with any namespace prefix, or none, and blank lines before the declaration', () => {
    const expected = parseInformationTable(table, 'DOLLARS').entries;
    for (const prefix of ['n1:', '']) {
      const xml = `\n\n   ${table.replace(/ns1:/g, prefix).replace(/xmlns:ns1=/, prefix ? 'xmlns:n1=' : 'xmlns=')}`;
      expect(parseInformationTable(xml, 'DOLLARS').entries).toEqual(expected);
    }
  });

  it('should keep put, call and principal-amount entries with their kind (hand-made entries)', () => {
    const xml = `<informationTable>
      <infoTable><nameOfIssuer>TESLA INC</nameOfIssuer><titleOfClass>CALL</titleOfClass><cusip>88160R101</cusip>
        <value>1,200</value><shrsOrPrnAmt><sshPrnamt>5000</sshPrnamt><sshPrnamtType>SH</sshPrnamtType></shrsOrPrnAmt>
        <putCall>Call</putCall><investmentDiscretion>DFND</investmentDiscretion><otherManager>1,3</otherManager>
        <votingAuthority><Sole>0</Sole><Shared>5000</Shared><None>0</None></votingAuthority></infoTable>
      <infoTable><nameOfIssuer>TESLA INC</nameOfIssuer><titleOfClass>NOTE 2.000% 5/2</titleOfClass><cusip>88160RAG6</cusip>
        <value>900</value><shrsOrPrnAmt><sshPrnamt>750000</sshPrnamt><sshPrnamtType>PRN</sshPrnamtType></shrsOrPrnAmt>
        <investmentDiscretion>SOLE</investmentDiscretion><votingAuthority><Sole>0</Sole><Shared>0</Shared><None>0</None></votingAuthority></infoTable>
    </informationTable>`;
    const { entries } = parseInformationTable(xml, 'THOUSANDS');
    expect(entries[0]).toMatchObject({
      putCall: 'CALL',
      value: 1_200_000,
      otherManager: '1,3',
      investmentDiscretion: 'DFND',
    });
    expect(entries[1]).toMatchObject({ shareType: 'PRN', shares: 750_000, putCall: null });
  });

  it('should leave out an entry it cannot read and say which (hand-made entry)', () => {
    const xml = table.replace('<ns1:value>64</ns1:value>', '<ns1:value>n/a</ns1:value>');
    const { entries, problems } = parseInformationTable(xml, 'DOLLARS');
    expect(entries).toHaveLength(5);
    expect(problems).toEqual([
      'Entry 3: AKEBIA THERAPEUTICS INC (00972D105): value "n/a" is not a number',
    ]);
  });

  it('should refuse truncated XML, saying it is not well-formed (hand-made)', () => {
    expect(() => parseInformationTable(table.slice(0, table.length / 2), 'DOLLARS')).toThrow(
      /information table is not well-formed XML/,
    );
  });

  it('should refuse XML that is not an information table, saying what was expected', () => {
    expect(() => parseInformationTable('<portfolio><holding/></portfolio>', 'DOLLARS')).toThrow(
      new Not13FError(
        "Expected a 13-F information table (<informationTable> of <infoTable> entries); the XML's root is <portfolio>",
      ),
    );
  });

  it('should stop at the entry limit instead of reading a table of any length (hand-made)', () => {
    expect(() => parseInformationTable(table, 'DOLLARS', 3)).toThrow(LimitExceeded);
  });
});

describe('a primary document', () => {
  it("should read a real report's cover and summary pages (MetLife, Q4 2021)", () => {
    expect(parsePrimaryDocument(fixture('metlife-2021q4-primary-doc.xml'))).toEqual({
      submissionType: '13F-HR',
      cik: '0001099219',
      period: '2021-12-31',
      isAmendment: false,
      amendmentType: null,
      reportType: '13F COMBINATION REPORT',
      managerName: 'METLIFE INC',
      city: 'NEW YORK',
      state: 'NY',
      summary: { entryTotal: 6, valueTotal: 11_019_796 },
    });
  });

  it("should read the SEC's sample restatement and notice", () => {
    expect(parsePrimaryDocument(fixture('sec-sample-13f-hra-primary-doc.xml'))).toMatchObject({
      submissionType: '13F-HR/A',
      isAmendment: true,
      amendmentType: 'RESTATEMENT',
      summary: { entryTotal: 1222, valueTotal: 1122 },
    });
    expect(parsePrimaryDocument(fixture('sec-sample-13f-nt-primary-doc.xml'))).toMatchObject({
      submissionType: '13F-NT',
      reportType: '13F NOTICE',
      summary: null,
    });
  });
});

describe('a table given alone', () => {
  const filer = {
    cik: '0000123456',
    name: 'Sample Fund',
    period: '2021-12-31',
    filedOn: '2022-02-14',
  };

  it('should be one filing known by its filer, quarter and content', () => {
    const filing = parseTableAlone(table, filer);
    expect(filing).toMatchObject({
      valueUnit: 'THOUSANDS',
      amendmentType: 'ORIGINAL',
      problems: [],
    });
    expect(filing.accessionNumber).toMatch(/^TABLE-0000123456-2021-12-31-[0-9a-f]{16}$/);
    expect(parseTableAlone(`  ${table}`, filer).accessionNumber).toBe(filing.accessionNumber);
    expect(parseTableAlone(table.replace('>64<', '>65<'), filer).accessionNumber).not.toBe(
      filing.accessionNumber,
    );
  });

  it('should refuse a table without its filer, or a period that is no quarter end', () => {
    expect(() => parseTableAlone(table, null)).toThrow(
      /needs its filer: give cik, name, period and filedOn/,
    );
    expect(() => parseTableAlone(table, { ...filer, period: '2021-12-30' })).toThrow(
      /not a quarter end/,
    );
  });
});

describe('the summary check', () => {
  const entries = [{ reportedValue: 100 }, { reportedValue: 201 }];

  it('should accept a total within half a unit per entry, and name a count or total that disagrees', () => {
    expect(summaryProblems({ entryTotal: 2, valueTotal: 302 }, entries, 'THOUSANDS')).toEqual([]);
    expect(summaryProblems({ entryTotal: 3, valueTotal: 400 }, entries, 'DOLLARS')).toEqual([
      'The summary page gives 3 entries; the information table has 2',
      'The summary page gives a total value of 400 (dollars); the entries sum to 301',
    ]);
  });
});

describe('SEC dates', () => {
  it('should read the three ways the SEC writes a date, and refuse others', () => {
    expect([secDate('20230930'), secDate('09-30-2023'), secDate('30-SEP-2023')]).toEqual([
      '2023-09-30',
      '2023-09-30',
      '2023-09-30',
    ]);
    expect([secDate('2023-02-30'), secDate('Sept 30'), secDate(undefined)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
