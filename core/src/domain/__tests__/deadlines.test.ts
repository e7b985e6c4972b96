import { describe, expect, it } from 'vitest';
import {
  deadlineState,
  eventDeadlineState,
  leadPlaintiffDeadline,
  nextDeadline,
  caseNextDeadline,
} from '../deadlines.ts';

const deadline = (kind: string, date: string, done = false) => ({ kind, date, done });

const CASE_DEADLINES = [
  deadline('opposition', '2024-09-01'),
  deadline('lead_plaintiff', '2024-03-01', true),
  deadline('amended_complaint', '2024-06-15', true),
  deadline('class_certification', '2024-08-20'),
  deadline('other', '2024-05-01'),
];

describe('leadPlaintiffDeadline', () => {
  it('should find the lead-plaintiff deadline whether or not it is done', () => {
    expect(leadPlaintiffDeadline(CASE_DEADLINES)?.date).toBe('2024-03-01');
  });

  it('should take the earliest when there are several', () => {
    const two = [
      deadline('lead_plaintiff', '2024-04-02'),
      deadline('lead_plaintiff', '2024-04-01'),
    ];
    expect(leadPlaintiffDeadline(two)?.date).toBe('2024-04-01');
  });

  it('should answer null when the case has none', () => {
    expect(leadPlaintiffDeadline([deadline('other', '2024-01-01')])).toBeNull();
  });
});

describe('deadlineState', () => {
  it('should call a deadline past its date and not met overdue', () => {
    expect(deadlineState(deadline('lead_plaintiff', '2026-11-07'), '2026-11-27')).toBe('overdue');
    expect(deadlineState(deadline('other', '2026-11-26'), '2026-11-27')).toBe('overdue');
  });

  it('should keep a deadline due today or later open', () => {
    expect(deadlineState(deadline('other', '2026-11-27'), '2026-11-27')).toBe('open');
    expect(deadlineState(deadline('other', '2027-01-04'), '2026-11-27')).toBe('open');
  });

  it('should call a met deadline done, however long ago it fell', () => {
    expect(deadlineState(deadline('other', '2020-01-01', true), '2026-11-27')).toBe('done');
    expect(deadlineState(deadline('other', '2027-01-01', true), '2026-11-27')).toBe('done');
  });
});

describe('nextDeadline', () => {
  it('should pick the earliest deadline not yet met', () => {
    expect(nextDeadline(CASE_DEADLINES)?.kind).toBe('other');
  });

  it('should put a missed deadline first, not skip it', () => {
    const missed = [deadline('opposition', '2026-12-10'), deadline('lead_plaintiff', '2026-11-07')];
    expect(nextDeadline(missed)?.kind).toBe('lead_plaintiff');
  });

  it('should skip deadlines that are done', () => {
    expect(nextDeadline(CASE_DEADLINES.filter((d) => d.kind !== 'other'))?.kind).toBe(
      'class_certification',
    );
  });

  it('should answer null when everything is done or there is nothing', () => {
    expect(nextDeadline([deadline('other', '2024-01-01', true)])).toBeNull();
    expect(nextDeadline([])).toBeNull();
  });
});

describe('eventDeadlineState', () => {
  const event = (kind: string, date: string, done = false) => ({ kind, date, done });

  it('should mark a missed case or motion deadline overdue', () => {
    expect(eventDeadlineState(event('case_deadline', '2026-11-07'), '2026-11-27')).toBe('overdue');
    expect(eventDeadlineState(event('motion_deadline', '2026-11-20'), '2026-11-27')).toBe(
      'overdue',
    );
    expect(eventDeadlineState(event('case_deadline', '2026-12-01'), '2026-11-27')).toBe('open');
  });

  it('should give hearings and filings no deadline state', () => {
    expect(eventDeadlineState(event('hearing', '2026-11-07'), '2026-11-27')).toBeNull();
    expect(eventDeadlineState(event('filing', '2026-11-07'), '2026-11-27')).toBeNull();
  });
});

describe('caseNextDeadline', () => {
  const own = [
    { id: 'a', kind: 'opposition', date: '2026-03-10', description: 'Opposition', done: false },
    { id: 'b', kind: 'other', date: '2026-01-10', description: 'Met', done: true },
  ];

  it("should take the case's own deadline when it comes first", () => {
    const record = { id: 'DL-1', title: 'Answer due', dueOn: '2026-04-01' };
    expect(caseNextDeadline({ deadlines: own, nextDeadlineRecord: record })).toEqual({
      date: '2026-03-10',
      kind: 'opposition',
      title: 'Opposition',
    });
  });

  it('should take an earlier open deadline record, an overdue one included', () => {
    const record = { id: 'DL-2', title: 'Notice due', dueOn: '2025-12-01' };
    expect(caseNextDeadline({ deadlines: own, nextDeadlineRecord: record })).toEqual({
      date: '2025-12-01',
      kind: null,
      title: 'Notice due',
    });
    expect(caseNextDeadline({ deadlines: [], nextDeadlineRecord: null })).toBeNull();
  });
});
