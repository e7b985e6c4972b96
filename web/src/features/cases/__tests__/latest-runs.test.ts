import type { LossRun } from '@backoffice/core/api';
import { describe, expect, it } from 'vitest';
import { formatRunDuration, isActive, newestRun, runProgress } from '../latest-runs.ts';

const run = (id: string, createdAt: string, over: Partial<LossRun> = {}): LossRun => ({
  id,
  caseId: 'CA-0001',
  caseCaption: 'In re Acme',
  status: 'completed',
  progress: { done: 10, total: 10 },
  classPeriodStart: '2024-01-02',
  classPeriodEnd: '2024-06-28',
  disclosureDate: '2024-07-01',
  lookbacks: [],
  resultsCount: 10,
  message: null,
  createdAt,
  createdBy: 'staff',
  reason: null,
  startedAt: createdAt,
  finishedAt: createdAt,
  durationMs: 120,
  ...over,
});

describe('a case’s loss runs', () => {
  it('should take the most recently started run, whatever its state', () => {
    const runs = [
      run('LR-1', '2025-01-01T10:00:00.000Z'),
      run('LR-3', '2025-03-01T10:00:00.000Z', { status: 'failed' }),
      run('LR-2', '2025-02-01T10:00:00.000Z'),
    ];
    expect(newestRun(runs)?.id).toBe('LR-3');
    expect(newestRun([])).toBeNull();
  });

  it('should count queued and running runs as active, finished ones not', () => {
    expect(isActive(run('a', 'x', { status: 'queued' }))).toBe(true);
    expect(isActive(run('a', 'x', { status: 'running' }))).toBe(true);
    expect(isActive(run('a', 'x', { status: 'completed' }))).toBe(false);
    expect(isActive(run('a', 'x', { status: 'failed' }))).toBe(false);
  });

  it('should say how far a running run has come', () => {
    const running = run('a', 'x', { status: 'running', progress: { done: 12, total: 48 } });
    expect(runProgress(running)).toEqual({ text: '12 of 48 positions', share: 0.25 });
    const queued = run('a', 'x', { status: 'queued', progress: { done: 0, total: 0 } });
    expect(runProgress(queued)).toEqual({ text: 'Waiting to start', share: 0 });
  });
});

describe('how long a run took', () => {
  it('should read in seconds, then minutes', () => {
    expect(formatRunDuration(420)).toBe('0.4 s');
    expect(formatRunDuration(12_480)).toBe('12.5 s');
    expect(formatRunDuration(185_000)).toBe('3 min 5 s');
  });
});
