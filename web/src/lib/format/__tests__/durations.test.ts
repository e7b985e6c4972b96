import { describe, expect, it } from 'vitest';
import { formatClock, formatSpan, formatTimeLeft } from '../durations.ts';

const NOW = Date.parse('2026-03-02T09:00:00Z');
const later = (minutes: number) => NOW + minutes * 60_000;

describe('formatTimeLeft', () => {
  it.each([
    [7 * 60 + 12, 'in 7 h 12 min'],
    [3, 'in 3 min'],
    [60, 'in 1 h'],
    [0.5, 'in less than a minute'],
    [26 * 60 + 5, 'in 1 d 2 h'],
    [-1, 'ended'],
  ])('should say %s minutes ahead as "%s"', (minutes, text) => {
    expect(formatTimeLeft(later(minutes), NOW)).toBe(text);
  });
});

describe('formatClock', () => {
  it.each([
    [9, '0:09'],
    [750, '12:30'],
    [3723, '1:02:03'],
  ])('should show %s seconds as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('formatSpan', () => {
  it.each([
    [1800, '30 minutes'],
    [3600, '1 hour'],
    [43200, '12 hours'],
    [90, '90 seconds'],
  ])('should say %s seconds as %s', (seconds, text) => {
    expect(formatSpan(seconds)).toBe(text);
  });
});
