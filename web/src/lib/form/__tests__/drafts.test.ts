import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDrafts,
  draftGeneration,
  draftStorageKey,
  loadDraft,
  removeDraft,
  sameValues,
  saveDraft,
} from '../drafts.ts';

describe('form drafts', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('should keep a draft per user and form in sessionStorage', () => {
    saveDraft('u-1', 'case:new', { caption: 'In re Acme' });
    expect(sessionStorage.getItem('draft:u-1:case:new')).toBe('{"caption":"In re Acme"}');
    expect(loadDraft('u-1', 'case:new')).toEqual({ caption: 'In re Acme' });
    expect(loadDraft('u-2', 'case:new')).toBeNull();
    expect(loadDraft('u-1', 'client:new')).toBeNull();
  });

  it('should remove one draft and leave the others', () => {
    saveDraft('u-1', 'a', { x: 1 });
    saveDraft('u-1', 'b', { x: 2 });
    removeDraft('u-1', 'a');
    expect(loadDraft('u-1', 'a')).toBeNull();
    expect(loadDraft('u-1', 'b')).toEqual({ x: 2 });
  });

  it('should clear every draft but nothing else on a deliberate logout', () => {
    saveDraft('u-1', 'a', { x: 1 });
    saveDraft('u-2', 'b', { x: 2 });
    sessionStorage.setItem('other', 'kept');
    const before = draftGeneration();
    clearDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['other']);
    expect(draftGeneration()).toBe(before + 1);
  });

  it('should ignore a stored value that is not a draft object', () => {
    sessionStorage.setItem(draftStorageKey('u-1', 'a'), 'not json');
    sessionStorage.setItem(draftStorageKey('u-1', 'b'), '[1,2]');
    expect(loadDraft('u-1', 'a')).toBeNull();
    expect(loadDraft('u-1', 'b')).toBeNull();
  });
});

describe('sameValues', () => {
  it('should compare form values whatever the order of their keys', () => {
    expect(
      sameValues({ a: 1, b: { c: [1, 2], d: null } }, { b: { d: null, c: [1, 2] }, a: 1 }),
    ).toBe(true);
    expect(sameValues({ a: '' }, { a: null })).toBe(false);
    expect(sameValues({ a: undefined }, {})).toBe(true);
  });
});
