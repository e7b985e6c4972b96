import { describe, expect, it } from 'vitest';
import { leadPlaintiffDeadline, nextDeadline } from '../deadlines.ts';

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

describe('nextDeadline', () => {
  it('should pick the earliest open deadline on or after today', () => {
    expect(nextDeadline(CASE_DEADLINES, '2024-06-01')?.kind).toBe('class_certification');
  });

  it('should count a deadline falling today', () => {
    expect(nextDeadline(CASE_DEADLINES, '2024-08-20')?.kind).toBe('class_certification');
  });

  it('should skip deadlines that are done or already past', () => {
    expect(nextDeadline(CASE_DEADLINES, '2024-01-01')?.kind).toBe('other');
    expect(nextDeadline(CASE_DEADLINES, '2024-05-02')?.kind).toBe('class_certification');
  });

  it('should answer null when nothing is left', () => {
    expect(nextDeadline(CASE_DEADLINES, '2024-09-02')).toBeNull();
    expect(nextDeadline([], '2024-01-01')).toBeNull();
  });
});
