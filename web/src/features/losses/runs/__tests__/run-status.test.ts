import { describe, expect, it } from 'vitest';
import { formatDurationMs, holdsActiveRun, progressPercent, progressText } from '../run-status.ts';

const run = (status: 'queued' | 'running' | 'completed' | 'failed', done = 0, total = 0) => ({
  status,
  progress: { done, total },
});

describe('a run under way', () => {
  it('should be found in a page of runs or as one run, so polling goes on', () => {
    expect(holdsActiveRun({ items: [run('completed'), run('running', 1, 4)], total: 2 })).toBe(
      true,
    );
    expect(holdsActiveRun({ items: [run('queued')] })).toBe(true);
    expect(holdsActiveRun(run('running'))).toBe(true);
  });

  it('should not be found once every run has finished, so polling stops', () => {
    expect(holdsActiveRun({ items: [run('completed'), run('failed')], total: 2 })).toBe(false);
    expect(holdsActiveRun({ items: [] })).toBe(false);
    expect(holdsActiveRun(undefined)).toBe(false);
    expect(holdsActiveRun(run('completed'))).toBe(false);
  });
});

describe('progress', () => {
  it('should be a whole percentage, never over 100 and 0 while the total is unknown', () => {
    expect(progressPercent({ done: 1, total: 3 })).toBe(33);
    expect(progressPercent({ done: 5, total: 4 })).toBe(100);
    expect(progressPercent({ done: 0, total: 0 })).toBe(0);
  });

  it('should read as words for each status', () => {
    expect(progressText(run('queued'))).toBe('Queued');
    expect(progressText(run('running', 0, 0))).toBe('Starting…');
    expect(progressText(run('running', 1200, 5000))).toBe('1,200 of 5,000 positions (24%)');
    expect(progressText(run('completed', 5000, 5000))).toBe('Completed: 5,000 positions');
    expect(progressText(run('failed', 10, 50))).toBe('Failed after 10 of 50 positions');
  });
});

describe('formatDurationMs', () => {
  it('should say how long a run took in the unit that reads best', () => {
    expect(formatDurationMs(null)).toBe('—');
    expect(formatDurationMs(850)).toBe('850 ms');
    expect(formatDurationMs(12_480)).toBe('12.4 s');
    expect(formatDurationMs(125_000)).toBe('2 min 05 s');
    expect(formatDurationMs(3_720_000)).toBe('1 h 02 min');
  });
});
