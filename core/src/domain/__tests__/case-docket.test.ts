import { describe, expect, it } from 'vitest';
import { missingDocket } from '../case-docket.ts';

const filed = {
  id: 'CA-0100',
  court: 'S.D.N.Y.',
  docketNumber: '1:26-cv-01234',
  judge: 'Hon. Ann Example',
  filedOn: '2026-10-02',
};

describe('missingDocket', () => {
  it('should open a docket for a case with a court and a docket number, on its filing date', () => {
    expect(missingDocket(filed, [], '2026-11-27')).toEqual({
      caseId: 'CA-0100',
      court: 'S.D.N.Y.',
      docketNumber: '1:26-cv-01234',
      judgeInitials: [],
      judge: 'Hon. Ann Example',
      status: 'open',
      openedOn: '2026-10-02',
      closedOn: null,
      relatedDocketIds: [],
      lastFilingOn: null,
      entryCount: 0,
      pacerHeader: null,
      parties: [],
      courtListenerScheduled: false,
    });
  });

  it("should keep a federal number in its normal form, the judges' initials apart", () => {
    const typed = { ...filed, docketNumber: '1:26-CV-1234-ghw' };
    expect(missingDocket(typed, [], '2026-11-27')).toMatchObject({
      docketNumber: '1:26-cv-01234',
      judgeInitials: ['GHW'],
    });
    const known = [{ caseId: 'CA-0100', docketNumber: '1:26-cv-01234' }];
    expect(missingDocket(typed, known, '2026-11-27')).toBeNull();
  });

  it('should open it today when the case has no filing date', () => {
    expect(missingDocket({ ...filed, filedOn: null }, [], '2026-11-27')?.openedOn).toBe(
      '2026-11-27',
    );
  });

  it('should make none when the case already has the docket of its number', () => {
    const dockets = [{ caseId: 'CA-0100', docketNumber: '1:26-cv-01234' }];
    expect(missingDocket(filed, dockets, '2026-11-27')).toBeNull();
  });

  it('should make one for a new number beside the docket of the old one', () => {
    const dockets = [{ caseId: 'CA-0100', docketNumber: '1:25-cv-00001' }];
    expect(missingDocket(filed, dockets, '2026-11-27')?.docketNumber).toBe('1:26-cv-01234');
  });

  it("should not count another case's docket of the same number", () => {
    const dockets = [{ caseId: 'CA-0007', docketNumber: '1:26-cv-01234' }];
    expect(missingDocket(filed, dockets, '2026-11-27')).not.toBeNull();
  });

  it('should make none without a docket number or a court', () => {
    expect(missingDocket({ ...filed, docketNumber: null }, [], '2026-11-27')).toBeNull();
    expect(missingDocket({ ...filed, docketNumber: '  ' }, [], '2026-11-27')).toBeNull();
    expect(missingDocket({ ...filed, court: '' }, [], '2026-11-27')).toBeNull();
  });
});
