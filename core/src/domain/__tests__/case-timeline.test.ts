import { describe, expect, it } from 'vitest';
import { caseTimeline, type TimelineSources } from '../case-timeline.ts';

const filing = (id: string, number: number, filedOn: string) => ({
  id,
  docketNumber: '1:24-cv-00001',
  number,
  filedOn,
  documentType: 'motion',
  description: `Entry ${String(number)}`,
  filedBy: 'Counsel LLP',
});

const sources: TimelineSources = {
  statusHistory: [
    { status: 'investigation', on: '2024-01-10T09:00:00.000Z', by: 'system' },
    { status: 'filed', on: '2024-02-01T15:00:00.000Z', by: 'staff' },
  ],
  deadlines: [
    { id: 'D1', kind: 'lead_plaintiff', date: '2024-02-01', description: 'Due', done: true },
  ],
  filings: [filing('E2', 2, '2024-03-05'), filing('E1', 1, '2024-02-01')],
  motions: [
    { id: 'M1', title: 'Lead plaintiff', filedOn: '2024-03-05', hearingDate: '2024-04-20' },
    { id: 'M2', title: 'Draft motion', filedOn: null, hearingDate: null },
  ],
};

describe('the case timeline', () => {
  it('should merge every source, oldest first', () => {
    expect(caseTimeline(sources).map((e) => `${e.date} ${e.kind}`)).toEqual([
      '2024-01-10 status',
      '2024-02-01 status',
      '2024-02-01 filing',
      '2024-02-01 deadline',
      '2024-03-05 filing',
      '2024-03-05 motion_filed',
      '2024-04-20 motion_hearing',
    ]);
  });

  it('should leave out the dates a motion does not have yet', () => {
    const ids = caseTimeline(sources).map((e) => e.id);
    expect(ids.some((id) => id.includes('M2'))).toBe(false);
  });

  it('should order filings of one day by their number and status changes by their time', () => {
    const sameDay: TimelineSources = {
      ...sources,
      statusHistory: [
        { status: 'lead_plaintiff_motion', on: '2024-05-01T16:00:00.000Z', by: 'b' },
        { status: 'filed', on: '2024-05-01T08:00:00.000Z', by: 'a' },
      ],
      filings: [filing('E9', 9, '2024-05-01'), filing('E3', 3, '2024-05-01')],
      deadlines: [],
      motions: [],
    };
    expect(
      caseTimeline(sameDay).map((e) =>
        e.kind === 'status' ? e.status : e.kind === 'filing' ? e.filing.number : e.kind,
      ),
    ).toEqual(['filed', 'lead_plaintiff_motion', 3, 9]);
  });

  it('should give every event its own id', () => {
    const ids = caseTimeline(sources).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
