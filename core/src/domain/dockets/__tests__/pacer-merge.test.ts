import { describe, expect, it } from 'vitest';
import { documentKindOf, headerChanges, mergeEntries } from '../pacer-merge.ts';
import type { PacerHeader } from '../pacer-report.ts';

const known = [
  { number: 1, filedOn: '2026-01-05', description: 'COMPLAINT' },
  { number: null, filedOn: '2026-01-06', description: 'NOTICE of case assignment' },
];

describe('mergeEntries', () => {
  it('should add only entries not yet on the docket', () => {
    const merge = mergeEntries(known, [
      { filedOn: '2026-01-05', documentNumber: 1, text: 'COMPLAINT (amended text)' },
      { filedOn: '2026-01-06', documentNumber: null, text: 'notice of  case assignment' },
      { filedOn: '2026-01-07', documentNumber: 2, text: 'ORDER' },
      { filedOn: '2026-01-07', documentNumber: null, text: 'Minute entry' },
    ]);
    expect(merge).toEqual({
      added: [
        { filedOn: '2026-01-07', documentNumber: 2, text: 'ORDER' },
        { filedOn: '2026-01-07', documentNumber: null, text: 'Minute entry' },
      ],
      alreadyThere: 2,
      undated: 0,
    });
  });

  it('should tell a number filed on another day, and other text the same day, apart', () => {
    const merge = mergeEntries(known, [
      { filedOn: '2026-02-01', documentNumber: 1, text: 'COMPLAINT' },
      { filedOn: '2026-01-06', documentNumber: null, text: 'NOTICE of something else' },
    ]);
    expect(merge.added).toHaveLength(2);
  });

  it('should count undated entries and a repeat within the same report once', () => {
    const merge = mergeEntries(
      [],
      [
        { filedOn: null, documentNumber: 0, text: 'HARD COPY DOCKET' },
        { filedOn: '2026-01-07', documentNumber: 2, text: 'ORDER' },
        { filedOn: '2026-01-07', documentNumber: 2, text: 'ORDER' },
      ],
    );
    expect(merge).toMatchObject({ alreadyThere: 1, undated: 1 });
    expect(merge.added).toHaveLength(1);
  });
});

const header: PacerHeader = {
  court: 'U.S. District Court, District of Delaware (Wilmington)',
  docketNumber: '1:09-cv-00189-GMS',
  caseName: 'Cubist v. Teva',
  judge: 'Judge Gregory M. Sleet',
  referredTo: null,
  natureOfSuit: '830 Patent',
  cause: '35:271 Patent Infringement',
  filedOn: '2009-03-23',
  terminatedOn: null,
  juryDemand: 'None',
};

describe('headerChanges', () => {
  it('should list every field of a first header', () => {
    expect(headerChanges(null, header).map((c) => c.field)).toEqual([
      'court',
      'docketNumber',
      'caseName',
      'judge',
      'natureOfSuit',
      'cause',
      'filedOn',
      'juryDemand',
    ]);
  });

  it('should list what a newer report changed, keeping what it leaves blank', () => {
    const newer = {
      ...header,
      terminatedOn: '2011-04-11',
      judge: 'Judge Leonard P. Stark',
      cause: null,
    };
    expect(headerChanges(header, newer)).toEqual([
      { field: 'judge', before: 'Judge Gregory M. Sleet', after: 'Judge Leonard P. Stark' },
      { field: 'terminatedOn', before: null, after: '2011-04-11' },
    ]);
    expect(headerChanges(header, header)).toEqual([]);
  });
});

describe('documentKindOf', () => {
  it('should read the kind of document off the start of the text', () => {
    expect(documentKindOf('COMPLAINT filed against Teva')).toBe('complaint');
    expect(documentKindOf('Motion to Strike')).toBe('motion');
    expect(documentKindOf('SO ORDERED')).toBe('order');
    expect(documentKindOf('Notice of Appearance')).toBe('notice');
    expect(documentKindOf('MEMORANDUM in support')).toBe('brief');
    expect(documentKindOf('Summons Issued')).toBe('other');
  });
});
