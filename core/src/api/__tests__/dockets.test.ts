import { describe, expect, it } from 'vitest';
import { docketCreateSchema, docketSchema } from '../entities/dockets.ts';

describe('docketSchema', () => {
  it('should load a docket stored before related dockets, closing dates, PACER data and the CourtListener schedule existed', () => {
    const stored = {
      id: 'DK-0001',
      caseId: 'CA-0001',
      caseCaption: 'In re Example Corp. Securities Litigation',
      court: 'S.D.N.Y.',
      docketNumber: '1:24-cv-01234',
      judge: 'Hon. Ann Example',
      status: 'open',
      openedOn: '2024-02-01',
      lastFilingOn: null,
      entryCount: 0,
    };
    expect(docketSchema.parse(stored)).toEqual({
      ...stored,
      judgeInitials: [],
      closedOn: null,
      relatedDocketIds: [],
      pacerHeader: null,
      parties: [],
      courtListenerScheduled: false,
    });
  });
});

describe('docketCreateSchema', () => {
  it('should name the docket number with the expected form when it is not federal', () => {
    const parsed = docketCreateSchema.safeParse({
      caseId: 'CA-0001',
      court: 'S.D.N.Y.',
      docketNumber: '24 CV 1234',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['docketNumber']);
    expect(parsed.error?.issues[0]?.message).toMatch(/such as 1:26-cv-07210/);
  });
});
