/**
 * The PACER reader on real reports of three courts and both report types (tests/fixtures/pacer,
 * see SOURCES.md), the expected entries read off the files by hand, and on hostile files.
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { NOT_A_PACER_REPORT, readPacerReport, type PacerReport } from '../pacer-report.ts';
import type { ParseHtml } from '../html-text.ts';

const window = new JSDOM('').window;
const parse: ParseHtml = (html) => new window.DOMParser().parseFromString(html, 'text/html');

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../tests/fixtures/pacer/${name}`, import.meta.url), 'utf8');

function report(name: string): PacerReport {
  const read = readPacerReport(fixture(name), parse);
  if (!read.ok) throw new Error(read.problem);
  return read.report;
}

describe('a docket report', () => {
  it('should read the District of Delaware header, parties and entries', () => {
    const r = report('ded-docket-report.html');
    expect(r.kind).toBe('docket_report');
    expect(r.docketNumber).toEqual({ base: '1:09-cv-00189', judgeInitials: ['GMS'] });
    expect(r.header).toEqual({
      court: 'U.S. District Court, District of Delaware (Wilmington)',
      docketNumber: '1:09-cv-00189-GMS',
      caseName: 'Cubist Pharmaceuticals Inc. v. Teva Parenteral Medicines Inc. et al',
      judge: 'Judge Gregory M. Sleet',
      referredTo: null,
      natureOfSuit: '830 Patent',
      cause: '35:271 Patent Infringement',
      filedOn: '2009-03-23',
      terminatedOn: '2011-04-11',
      juryDemand: 'None',
    });
    expect(r.parties.map((p) => [p.role, p.name, p.attorneys.length])).toEqual([
      ['Plaintiff', 'Cubist Pharmaceuticals Inc.', 6],
      ['Defendant', 'Teva Parenteral Medicines Inc.', 8],
      ['Defendant', 'Teva Pharmaceuticals USA Inc.', 5],
      ['Defendant', 'Teva Pharmaceutical Industries Ltd.', 4],
    ]);
    expect(r.parties[0]!.attorneys[0]).toEqual({
      name: 'Jack B. Blumenfeld',
      details: [
        'Morris, Nichols, Arsht & Tunnell LLP',
        '1201 North Market Street',
        'P.O. Box 1347',
        'Wilmington, DE 19899',
        '(302) 658-9200',
        'Email: jbbefiling@mnat.com',
        'LEAD ATTORNEY',
        'ATTORNEY TO BE NOTICED',
      ].join('\n'),
    });
    expect(r.entries).toHaveLength(2);
    expect(r.entries[1]).toEqual({
      filedOn: '2009-03-23',
      documentNumber: 2,
      text: 'Notice, Consent and Referral forms re: U.S. Magistrate Judge jurisdiction (fms) (Entered: 03/24/2009)',
    });
    expect(r.entries[0]!.text).toMatch(
      /^COMPLAINT filed against Teva .*Filing fee \$ 350.*# 4 Civil Cover Sheet\)\(fms\) \(Entered: 03\/24\/2009\)$/,
    );
  });

  it('should read an older District of Nevada report: referral, a pro se party, undated and unnumbered entries', () => {
    const r = report('nvd-docket-report.html');
    expect(r.docketNumber).toEqual({ base: '2:98-cv-01203', judgeInitials: ['JBR', 'RLH'] });
    expect(r.header).toMatchObject({
      court: 'United States District Court, District of Nevada (Las Vegas)',
      caseName: 'JORGE ARMOND KIHUEN V. UNIVERSAL URTHANE',
      judge: 'Johnnie B. Rawlinson',
      referredTo: 'Judge Roger L. Hunt',
      natureOfSuit: '442 Civil Rights: Jobs',
      cause: '42:2000',
      filedOn: '1998-08-25',
      terminatedOn: '1999-08-17',
      juryDemand: 'None',
    });
    expect(r.parties).toEqual([
      {
        role: 'Plaintiff',
        name: 'Jorge Armondo Kihuen',
        attorneys: [
          {
            name: 'Jorge Armondo Kihuen',
            details: '3813 Rose Canyon Drive\nNorth Las Vegas, NV 89030\n(702) 642-6429\nPRO SE',
          },
        ],
      },
      { role: 'Defendant', name: 'Universal Urethane, Inc.', attorneys: [] },
    ]);
    expect(r.entries.map((e) => [e.filedOn, e.documentNumber])).toEqual([
      [null, 0],
      ['2000-03-07', 18],
      ['2000-04-21', null],
      ['2000-04-26', 19],
      ['2000-04-26', 20],
      ['2000-04-28', 21],
    ]);
    expect(r.entries[2]!.text).toBe(
      'MISCELLANEOUS DOCUMENT FOR DOCKETING 1-17 SEE HARD DOCKET SHEET (Entered: 02/10/2003)',
    );
  });
});

describe('a docket history report', () => {
  it('should read the District of Delaware history, newest first, with unnumbered entries', () => {
    const r = report('ded-docket-history-report.html');
    expect(r.kind).toBe('docket_history_report');
    expect(r.docketNumber).toEqual({ base: '1:13-cv-01176', judgeInitials: ['LPS'] });
    expect(r.header).toBeNull();
    expect(r.parties).toEqual([]);
    expect(r.entries).toHaveLength(14);
    expect(r.entries.filter((e) => e.documentNumber === null)).toEqual([
      { filedOn: '2013-11-12', documentNumber: null, text: 'SO ORDERED' },
      { filedOn: '2013-07-02', documentNumber: null, text: 'Case Assigned/Reassigned' },
    ]);
    expect(r.entries[0]).toEqual({
      filedOn: '2017-11-29',
      documentNumber: 11,
      text: 'Notice of Appearance',
    });
    // "Filed:" and "Entered:" on separate lines: the date filed is the one kept.
    expect(r.entries.at(-1)).toEqual({
      filedOn: '2013-07-01',
      documentNumber: 3,
      text: 'Magistrate Consent Forms',
    });
  });

  it('should read the District of Alaska history of a criminal case, numbers without links', () => {
    const r = report('akd-docket-history-report.html');
    expect(r.printedNumber).toBe('3:17-cr-00168-SLG-DMS');
    expect(r.docketNumber).toEqual({ base: '3:17-cr-00168', judgeInitials: ['SLG', 'DMS'] });
    expect(r.entries).toHaveLength(12);
    expect(r.entries[0]).toEqual({
      filedOn: '2017-11-16',
      documentNumber: null,
      text: 'Notice of Arrest',
    });
    expect(r.entries[2]).toEqual({ filedOn: '2017-11-16', documentNumber: 2, text: 'Order' });
    expect(r.entries[5]).toEqual({
      filedOn: '2017-11-17',
      documentNumber: 5,
      text: 'Financial Affidavit - CJA23',
    });
  });
});

describe('what is not a report', () => {
  it('should refuse a file that is not HTML, saying what to upload', () => {
    expect(readPacerReport(fixture('hostile/not-html.txt'), parse)).toEqual({
      ok: false,
      problem: NOT_A_PACER_REPORT,
    });
    expect(readPacerReport('', parse)).toEqual({ ok: false, problem: NOT_A_PACER_REPORT });
    expect(readPacerReport('PK\u0003\u0004\u0000\u0000', parse)).toMatchObject({ ok: false });
  });

  it('should recognise a CM/ECF login page', () => {
    const read = readPacerReport(fixture('hostile/cmecf-login.html'), parse);
    expect(read).toMatchObject({ ok: false });
    if (!read.ok) expect(read.problem).toMatch(/^This is a CM\/ECF or PACER login page/);
  });

  it('should refuse a report whose docket number is not a federal one', () => {
    const html = fixture('ded-docket-report.html').replace(
      '1:09-cv-00189-GMS</h3>',
      'ABC-123</h3>',
    );
    const read = readPacerReport(html, parse);
    expect(read).toMatchObject({ ok: false });
    if (!read.ok) expect(read.problem).toMatch(/^The report's docket number 'ABC-123'/);
  });
});

describe('markup in a report', () => {
  it('should keep text only: no script, style or frame content, escaped markup as text', () => {
    const r = report('hostile/script-in-entry.html');
    expect(r.header?.caseName).toBe('In re Example Corp. Securities Litigation');
    expect(r.entries).toEqual([
      {
        filedOn: '2026-01-05',
        documentNumber: 1,
        text: 'COMPLAINT against Example Corp. filed by <script>alert(3)</script> Pension Fund.',
      },
      {
        filedOn: '2026-01-06',
        documentNumber: null,
        text: 'NOTICE of case assignment to Judge Woods.',
      },
    ]);
  });
});

describe('a huge report', () => {
  // A DOM parse of half a megabyte takes a second alone and far more beside a full run.
  it('should read thousands of entries', { timeout: 30_000 }, () => {
    const rows = Array.from(
      { length: 2000 },
      (_, i) =>
        `<tr><td>01/${String((i % 28) + 1).padStart(2, '0')}/2026</td><td>${String(i + 1)}</td><td>ORDER number ${String(i + 1)} ${'text '.repeat(40)}</td></tr>`,
    ).join('\n');
    const html = fixture('hostile/script-in-entry.html').replace(
      /<tr><td>01\/05\/2026[\s\S]*<\/table>/,
      `${rows}</table>`,
    );
    expect(html.length).toBeGreaterThan(400_000);
    const big = readPacerReport(html, parse);
    expect(big.ok && big.report.entries.length).toBe(2000);
  });
});
