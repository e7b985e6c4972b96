/**
 * How a loss run's state reads: whether it is still under way (the screens poll while one is),
 * how far it has got and how long it took.
 */
import type { LossRun } from '@backoffice/core/api';
import { formatNumber } from '../../../lib/format/format.ts';

type Status = LossRun['status'];

/** How often the screens ask again while a run is queued or running. */
export const POLL_MS = 1_000;

export function isActive(status: Status): boolean {
  return status === 'queued' || status === 'running';
}

/** Whether a page of runs (or one run) holds a run still under way: the poll's condition. */
export function holdsActiveRun(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  if ('items' in data && Array.isArray(data.items)) return data.items.some(holdsActiveRun);
  return 'status' in data && (data.status === 'queued' || data.status === 'running');
}

/** 0–100, whole; 0 while the number of positions is not known yet. */
export function progressPercent({ done, total }: LossRun['progress']): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** `Queued`, `1,200 of 5,000 positions (24%)`, `Completed: 5,000 positions`. */
export function progressText(run: Pick<LossRun, 'status' | 'progress'>): string {
  const { done, total } = run.progress;
  switch (run.status) {
    case 'queued':
      return 'Queued';
    case 'running':
      return total > 0
        ? `${formatNumber(done)} of ${formatNumber(total)} positions (${String(progressPercent(run.progress))}%)`
        : 'Starting…';
    case 'completed':
      return `Completed: ${formatNumber(total)} positions`;
    case 'failed':
      return `Failed after ${formatNumber(done)} of ${formatNumber(total)} positions`;
  }
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** `850 ms`, `12.4 s`, `2 min 05 s`, `1 h 02 min`; a dash until the run has finished. */
export function formatDurationMs(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < SECOND) return `${String(Math.round(ms))} ms`;
  if (ms < MINUTE) return `${(Math.floor(ms / 100) / 10).toFixed(1)} s`;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (ms < HOUR) {
    return `${String(Math.floor(ms / MINUTE))} min ${pad(Math.floor((ms % MINUTE) / SECOND))} s`;
  }
  return `${String(Math.floor(ms / HOUR))} h ${pad(Math.floor((ms % HOUR) / MINUTE))} min`;
}

/** Who started a run, and for a run the system started, why. */
export function startedBy(run: Pick<LossRun, 'createdBy' | 'reason'>): string {
  return run.reason ? `${run.createdBy}: ${run.reason}` : run.createdBy;
}
