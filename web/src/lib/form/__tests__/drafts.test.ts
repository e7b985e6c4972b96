import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDrafts,
  draftGeneration,
  draftStorageKey,
  loadDraft,
  removeDraft,
  saveDraft,
} from '../drafts.ts';
import { sameValues, submissionKey, type Submission } from '../submission-key.ts';

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

describe('submissionKey', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('should give the same key to the same input sent again, and a new one once it changed', () => {
    const where = { userId: 'u-1', draftKey: 'client:new' };
    const first = submissionKey({ name: 'Acme', notes: '' }, where);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(submissionKey({ notes: '', name: 'Acme' }, where)).toBe(first);
    const edited = submissionKey({ name: 'Acme Fund', notes: '' }, where);
    expect(edited).not.toBe(first);
    expect(submissionKey({ name: 'Acme Fund', notes: '' }, where)).toBe(edited);
  });

  it('should be kept per user and form beside the draft, and forgotten with it', () => {
    const mine = submissionKey({ a: 1 }, { userId: 'u-1', draftKey: 'f' });
    expect(submissionKey({ a: 1 }, { userId: 'u-2', draftKey: 'f' })).not.toBe(mine);
    removeDraft('u-1', 'f');
    expect(submissionKey({ a: 1 }, { userId: 'u-1', draftKey: 'f' })).not.toBe(mine);
    clearDrafts();
    expect(sessionStorage.length).toBe(0);
  });

  it('should keep the key in memory for a form without a draft', () => {
    const kept: { current: Submission | null } = { current: null };
    const key = submissionKey({ a: 1 }, { kept });
    expect(kept.current?.key).toBe(key);
    expect(submissionKey({ a: 1 }, { kept })).toBe(key);
    expect(sessionStorage.length).toBe(0);
  });
});
