/**
 * The CM/ECF RSS reader on real feeds of three district courts (tests/fixtures/cmecf-rss, see
 * SOURCES.md; the expected items read off the files by hand) and on hostile files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeFeed,
  feedDay,
  NOT_A_CMECF_FEED,
  readCmecfFeed,
  type CmecfFeed,
} from '../cmecf-rss.ts';
import { cmecfCourtId, districtCourtName } from '../court-names.ts';

const bytes = (name: string) =>
  readFileSync(new URL(`../../../../../tests/fixtures/cmecf-rss/${name}`, import.meta.url));

function feed(name: string): CmecfFeed {
  const read = readCmecfFeed(decodeFeed(bytes(name)));
  if (!read.ok) throw new Error(read.problem);
  return read.feed;
}

function problem(name: string): string {
  const read = readCmecfFeed(decodeFeed(bytes(name)));
  if (read.ok) throw new Error(`${name} was read as a feed`);
  return read.problem;
}

describe('a real feed', () => {
  it('should read the S.D.N.Y. feed: escaped markup, the entry type and document number', () => {
    const f = feed('sdny.xml');
    expect(f.court).toBe('S.D.N.Y.');
    expect(f.courtId).toBe('nysd');
    expect(f.items).toHaveLength(16);
    expect(f.items[3]).toEqual({
      printedNumber: '1:18-cv-03365',
      docketNumber: { base: '1:18-cv-03365', judgeInitials: [] },
      caseName: 'Chau v. Donovan et al',
      entryType: 'Complaint',
      documentNumber: 1,
      link: 'https://ecf.nysd.uscourts.gov/cgi-bin/DktRpt.pl?492165',
      // 00:02 GMT on the 18th is the evening of the 17th in New York.
      filedOn: '2018-04-17',
      natureOfSuit: null,
      text: '[Complaint] ( 1 )',
    });
    expect(f.items[7]).toMatchObject({
      printedNumber: '1:18-mc-00150',
      caseName: 'Burford Capital LLC v. Sargeant',
      entryType: 'Petition (Other)',
      documentNumber: 1,
    });
  });

  it("should read the E.D.N.Y. feed: CDATA, judges' initials kept apart, entries without a document", () => {
    const f = feed('nyed.xml');
    expect(f.court).toBe('E.D.N.Y.');
    expect(f.items).toHaveLength(16);
    expect(f.items[1]).toMatchObject({
      printedNumber: '1:12-cv-04402-PKC-CLP',
      docketNumber: { base: '1:12-cv-04402', judgeInitials: ['PKC', 'CLP'] },
      caseName: 'Joseph v. Brooklyn DDSO (OPWDD)',
      entryType: '~Util - Set Hearings',
      documentNumber: null,
      filedOn: '2018-05-22',
    });
    expect(f.items[7]).toMatchObject({
      docketNumber: { base: '1:18-cv-03026', judgeInitials: [] },
      caseName: 'KIM v. MAEIL JANCHI, INC. et al',
      entryType: 'Complaint',
      documentNumber: 1,
    });
    expect(f.items[15]?.caseName).toBe('Berger v. Zwicker & Associates, P.C.');
  });

  it('should keep an item whose docket number is malformed, without a number', () => {
    const f = feed('wvsd.xml');
    expect(f.court).toBe('S.D. W. Va.');
    expect(f.items.map((i) => [i.printedNumber, i.docketNumber?.base ?? null])).toEqual([
      ['5:18-~gr-00001', null],
      ['2:13-cv-01808', '2:13-cv-01808'],
      ['3:15-cv-13328', '3:15-cv-13328'],
    ]);
    expect(f.items[2]?.filedOn).toBe('2018-05-14');
  });

  it('should read a nature of suit where the item gives one', () => {
    const f = feed('constructed/securities-complaints.xml');
    expect(f.items.map((i) => i.natureOfSuit)).toEqual(['850', null, '190', null, null]);
  });
});

describe('a file that is no feed', () => {
  it('should refuse text that is not XML', () => {
    expect(problem('hostile/not-xml.txt')).toMatch(
      /^This file is not a court's CM\/ECF RSS feed.*not well-formed XML/,
    );
  });

  it('should refuse an HTML page', () => {
    expect(problem('hostile/cmecf-login.html')).toContain(NOT_A_CMECF_FEED);
  });

  it('should refuse an Atom feed, naming its document element', () => {
    expect(problem('hostile/atom.xml')).toContain('Its document element is <feed>, not <rss>');
  });

  it('should refuse RSS without a channel', () => {
    expect(readCmecfFeed('<rss version="2.0"></rss>')).toEqual({
      ok: false,
      problem: `${NOT_A_CMECF_FEED}. It has 0 channels, not one`,
    });
  });

  it('should read a feed with no items as no items', () => {
    expect(feed('hostile/no-items.xml')).toEqual({ court: 'S.D.N.Y.', courtId: 'nysd', items: [] });
  });

  it('should refuse an entity bomb without expanding it', () => {
    const started = process.memoryUsage().heapUsed;
    expect(problem('hostile/entity-bomb.xml')).toMatch(/undefined entity/);
    // Expanded, it would be gigabytes; refused at its first reference, it is nothing.
    expect(process.memoryUsage().heapUsed - started).toBeLessThan(50_000_000);
  });

  it('should refuse an external entity without reading the file it names', () => {
    const read = problem('hostile/external-entity.xml');
    expect(read).toMatch(/undefined entity/);
    expect(read).not.toContain('root:');
  });

  it('should keep markup in items as plain text and drop a javascript: link', () => {
    const [item] = feed('hostile/markup-in-items.xml').items;
    expect(item?.caseName).not.toMatch(/[<>]/);
    expect(item?.caseName).toBe('Doe v. Acme alert(2) Securities Corp et al');
    expect(item?.text).toBe('[Complaint] bold ( 1 )');
    expect(item?.link).toBeNull();
  });
});

describe('court names and days', () => {
  it('should name district courts as the cases do', () => {
    expect(
      ['nysd', 'cand', 'ded', 'njd', 'paed', 'wvsd', 'dcd', 'ilnd'].map(districtCourtName),
    ).toEqual([
      'S.D.N.Y.',
      'N.D. Cal.',
      'D. Del.',
      'D.N.J.',
      'E.D. Pa.',
      'S.D. W. Va.',
      'D.D.C.',
      'N.D. Ill.',
    ]);
    expect(districtCourtName('ca2')).toBeNull();
    expect(cmecfCourtId('https://ecf.nysd.uscourts.gov/cgi-bin/DktRpt.pl?1')).toBe('nysd');
    expect(cmecfCourtId('https://example.com')).toBeNull();
  });

  it("should take a pubDate's day in New York, and none from an unreadable date", () => {
    expect(feedDay('Tue, 22 May 2018 03:59:00 GMT')).toBe('2018-05-21');
    expect(feedDay('Tue, 22 May 2018 04:00:00 GMT')).toBe('2018-05-22');
    expect(feedDay('yesterday')).toBeNull();
    expect(feedDay(undefined)).toBeNull();
  });

  it('should decode a feed as its XML declaration says', () => {
    const latin1 = Uint8Array.from([
      ...new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?><x>'),
      0xe9,
    ]);
    expect(decodeFeed(latin1).endsWith('<x>é')).toBe(true);
    expect(decodeFeed(new TextEncoder().encode('<x>é'))).toBe('<x>é');
  });
});
