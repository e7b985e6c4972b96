/**
 * Which feed items are suggested as new securities suits, on the real feeds (no securities
 * suit among them, so only an issuer we follow makes one) and on the hand-made feed of
 * securities complaints (tests/fixtures/cmecf-rss/SOURCES.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeFeed, readCmecfFeed, type CmecfFeedItem } from '../cmecf-rss.ts';
import {
  defendantsOf,
  isNewComplaint,
  issuerKey,
  matchIssuers,
  newSuitOf,
  type IssuerRef,
} from '../new-suits.ts';

function items(name: string): CmecfFeedItem[] {
  const url = new URL(`../../../../../tests/fixtures/cmecf-rss/${name}`, import.meta.url);
  const read = readCmecfFeed(decodeFeed(readFileSync(url)));
  if (!read.ok) throw new Error(read.problem);
  return read.feed.items;
}

const suggested = (name: string, securities: IssuerRef[] = []) =>
  items(name).flatMap((i) => newSuitOf(i, securities) ?? []);

const SECURITIES: IssuerRef[] = [
  { id: 'SE-ACME', name: 'Acme Corporation' },
  { id: 'SE-ACMEP', name: 'ACME CORP. ADR' },
  { id: 'SE-GLOB', name: 'Globex Inc.' },
  { id: 'SE-AC', name: 'Ac Inc.' },
];

describe('new complaints', () => {
  it('should find only the complaints that open civil cases in the real feeds', () => {
    const opened = ['sdny.xml', 'nyed.xml', 'wvsd.xml'].flatMap((f) =>
      items(f)
        .filter(isNewComplaint)
        .map((i) => i.printedNumber),
    );
    // Burford's petition (a miscellaneous case) and the cover sheets are not complaints.
    expect(opened).toEqual(['1:18-cv-03365', '1:18-cv-03364', '1:18-cv-03026', '1:18-cv-03025']);
  });

  it('should leave an amended complaint and a cover sheet out', () => {
    const opened = items('constructed/securities-complaints.xml').filter(isNewComplaint);
    expect(opened.map((i) => i.entryType)).toEqual([
      'Complaint',
      'Complaint',
      'Class Action Complaint',
    ]);
  });
});

describe('securities suits', () => {
  it('should suggest nothing from the real feeds when no defendant is an issuer of ours', () => {
    expect(['sdny.xml', 'nyed.xml', 'wvsd.xml'].flatMap((f) => suggested(f, SECURITIES))).toEqual(
      [],
    );
  });

  it('should suggest a real complaint whose defendant is an issuer of ours', () => {
    expect(suggested('nyed.xml', [{ id: 'SE-1', name: 'Maeil Janchi Inc' }])).toEqual([
      {
        docketNumber: '1:18-cv-03026',
        caseName: 'KIM v. MAEIL JANCHI, INC. et al',
        filedOn: '2018-05-22',
        securityIds: ['SE-1'],
        reason: 'issuer',
      },
    ]);
  });

  it('should go by the nature of suit where given, else by the case name', () => {
    expect(suggested('constructed/securities-complaints.xml', SECURITIES)).toEqual([
      {
        docketNumber: '1:26-cv-08810',
        caseName: 'Doe v. Acme Corp et al',
        filedOn: '2026-10-01',
        securityIds: ['SE-ACME', 'SE-ACMEP'],
        reason: 'nature_of_suit',
      },
      // Widget Holdings' complaint gives nature of suit 190: no securities suit.
      {
        docketNumber: '1:26-cv-08812',
        caseName: 'In re Globex Securities Litigation',
        filedOn: '2026-10-01',
        securityIds: ['SE-GLOB'],
        reason: 'case_name',
      },
    ]);
  });
});

describe('issuer names', () => {
  it('should compare names without case, punctuation and legal forms', () => {
    expect(issuerKey('ACME CORP., LTD.')).toBe('acme');
    expect(issuerKey('Acme Corporation')).toBe('acme');
    expect(issuerKey('Société Générale S.A.')).toBe('societe generale');
    expect(issuerKey('Johnson & Johnson')).toBe('johnson and johnson');
    expect(issuerKey('The Topps Company, Inc.')).toBe('topps');
  });

  it('should read the defendants of a case name', () => {
    expect(defendantsOf('Doe v. Acme Corp et al')).toBe('Acme Corp');
    expect(defendantsOf('Array BioPharma, Inc. v. AstraZeneca AB')).toBe('AstraZeneca AB');
    expect(defendantsOf('In re Globex Securities Litigation')).toBe('Globex Securities Litigation');
  });

  it('should match whole words only, and never a plaintiff', () => {
    expect(matchIssuers('Doe v. Acmeco Holdings et al', SECURITIES)).toEqual([]);
    expect(matchIssuers('Acme Corp v. Doe', SECURITIES)).toEqual([]);
    // "Ac" is a whole word of no defendant here.
    expect(matchIssuers('Doe v. Acme Corp', SECURITIES)).toEqual(['SE-ACME', 'SE-ACMEP']);
  });
});
