import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { districtCourtId } from '../court-names.ts';
import {
  docketEntriesUrl,
  docketIdOf,
  docketSearchUrl,
  isUnderBase,
  NotACourtListenerAnswer,
  readEntryPage,
  refusalOf,
} from '../courtlistener.ts';

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../../tests/fixtures/courtlistener/${name}`, import.meta.url),
      'utf8',
    ),
  );

const BASE = 'https://www.courtlistener.com/api/rest/v4/';

describe('districtCourtId', () => {
  it.each([
    ['S.D.N.Y.', 'nysd'],
    ['N.D. Cal.', 'cand'],
    ['D. Del.', 'ded'],
    ['D.N.J.', 'njd'],
    ['D.D.C.', 'dcd'],
    ['s.d.n.y.', 'nysd'],
    ['nysd', 'nysd'],
  ])('should read %s as %s', (name, id) => {
    expect(districtCourtId(name)).toBe(id);
  });

  it('should know no id for a court that is not a district court', () => {
    expect(districtCourtId('Supreme Court of Delaware')).toBeNull();
    expect(districtCourtId('ca2')).toBeNull();
  });
});

describe('the addresses', () => {
  it('should search a docket by court and number under the base', () => {
    expect(docketSearchUrl(BASE, 'dcd', '1:16-cv-00745').href).toBe(
      `${BASE}dockets/?court=dcd&docket_number=1%3A16-cv-00745`,
    );
  });

  it('should ask for a docket entries in the docket order, below a base without its last slash', () => {
    expect(docketEntriesUrl('http://127.0.0.1:9999/api/rest/v4', 4214664).href).toBe(
      'http://127.0.0.1:9999/api/rest/v4/docket-entries/?docket=4214664&order_by=recap_sequence_number%2Centry_number&omit=recap_documents__plain_text',
    );
  });

  it.each([
    [`${BASE}docket-entries/?cursor=abc`, true],
    ['https://www.courtlistener.com/api/rest/v3/docket-entries/?cursor=abc', false],
    ['https://evil.example/api/rest/v4/docket-entries/?cursor=abc', false],
    ['http://www.courtlistener.com/api/rest/v4/docket-entries/', false],
    ['https://www.courtlistener.com:8443/api/rest/v4/docket-entries/', false],
    ['https://user:pw@www.courtlistener.com/api/rest/v4/docket-entries/', false],
    ['/api/rest/v4/docket-entries/', false],
    ['not an address', false],
  ])('should follow %s only when under the base: %s', (address, under) => {
    expect(isUnderBase(address, BASE)).toBe(under);
  });
});

describe('docketIdOf', () => {
  it('should find the docket of the documented sample by court and number', () => {
    expect(docketIdOf(fixture('dockets-dcd-1-16-cv-00745.json'), 'dcd', '1:16-cv-00745')).toBe(
      4214664,
    );
  });

  it("should match numbers in any form and ignore another court's docket of the same number", () => {
    const body = {
      results: [
        { id: 7, court_id: 'nysd', docket_number: '1:16-cv-745' },
        { id: 8, court_id: 'dcd', docket_number: '1:16-cv-745-PLF' },
      ],
    };
    expect(docketIdOf(body, 'dcd', '1:16-cv-00745')).toBe(8);
  });

  it('should answer null when nothing was found', () => {
    expect(docketIdOf(fixture('dockets-none.json'), 'dcd', '1:16-cv-00745')).toBeNull();
  });

  it('should refuse an answer that is no page of dockets, saying so', () => {
    expect(() => docketIdOf({ detail: 'Not found.' }, 'dcd', '1:16-cv-00745')).toThrow(
      /not a page of dockets/,
    );
    expect(() => docketIdOf({ results: [{ id: '4214664' }] }, 'dcd', '1')).toThrow(
      NotACourtListenerAnswer,
    );
  });
});

describe('readEntryPage', () => {
  it('should read a page of entries and the address of the next', () => {
    const page = readEntryPage(fixture('docket-entries-4214664-page-1.json'));
    expect(page.entries.map((e) => [e.documentNumber, e.filedOn])).toEqual([
      [1, '2016-04-21'],
      [2, '2016-04-21'],
      [3, '2016-04-25'],
    ]);
    expect(page.entries[0]?.text).toMatch(/^COMPLAINT against UNITED STATES/);
    expect(page.next).toBe(
      `${BASE}docket-entries/?cursor=cD0yMDE2LTA0LTI1LjAwMQ%3D%3D&docket=4214664&order_by=recap_sequence_number%2Centry_number`,
    );
  });

  it("should keep a minute entry without a number, and take the main document's description when the entry has none", () => {
    const page = readEntryPage(fixture('docket-entries-4214664-page-2.json'));
    expect(page.next).toBeNull();
    expect(page.entries).toEqual([
      {
        documentNumber: null,
        filedOn: '2016-06-01',
        text: expect.stringMatching(/^Minute Entry for proceedings/) as string,
      },
      { documentNumber: 4, filedOn: '2016-06-20', text: 'Answer to Complaint' },
    ]);
  });

  it('should prefer the main document over an attachment and leave an entry without any text empty', () => {
    const page = readEntryPage({
      results: [
        {
          entry_number: 9,
          date_filed: '2020-01-02',
          description: null,
          recap_documents: [
            { description: 'Exhibit A', attachment_number: 1 },
            { description: 'Motion to Dismiss', attachment_number: null },
          ],
        },
        { entry_number: 10, date_filed: '2020-01-03' },
      ],
    });
    expect(page.entries.map((e) => e.text)).toEqual(['Motion to Dismiss', '']);
    expect(page.next).toBeNull();
  });

  it('should ignore fields it does not read and leave impossible dates undated', () => {
    const page = readEntryPage({
      something_new: { nested: true },
      results: [
        { entry_number: 1, date_filed: '2020-02-30', description: 'x', new_field: [1, 2] },
        { entry_number: 2, date_filed: 'yesterday', description: 'y' },
        { entry_number: 3, date_filed: null, description: 'z' },
        { entry_number: 4, date_filed: '2020-02-29T10:00:00-08:00', description: 'w' },
      ],
    });
    expect(page.entries.map((e) => e.filedOn)).toEqual([null, null, null, '2020-02-29']);
  });

  it('should keep hostile text as inert plain text on one line, without control characters or direction overrides', () => {
    const page = readEntryPage({
      results: [
        {
          entry_number: 1,
          date_filed: '2020-01-02',
          description: '<script>alert(1)</script>\u0000\u001b[31m ORDER\ttext\n\u202Efdp.exe',
        },
      ],
    });
    expect(page.entries[0]?.text).toBe('<script>alert(1)</script> [31m ORDER text fdp.exe');
  });

  it.each([
    ['a number that is text', { results: [{ entry_number: '1' }] }],
    ['a negative number', { results: [{ entry_number: -1 }] }],
    ['a fraction', { results: [{ entry_number: 1.5 }] }],
    ['no results', { next: null }],
    ['a next that is no address', { next: 5, results: [] }],
    ['an HTML page', '<html>Sign in</html>'],
    ['nothing', null],
  ])('should refuse %s as no page of docket entries', (_what, body) => {
    expect(() => readEntryPage(body)).toThrow(/not a page of docket entries/);
  });
});

describe('refusalOf', () => {
  it("should quote CourtListener's own detail with the status", () => {
    expect(refusalOf(401, fixture('invalid-token.json'))).toBe('"Invalid token." (HTTP 401)');
  });

  it('should give the status alone when the answer has no detail', () => {
    expect(refusalOf(502, '<html>Bad gateway</html>')).toBe('HTTP 502');
  });
});
