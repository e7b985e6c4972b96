/**
 * A case's loss runs as its losses tab reads them: the newest run says where the figures stand
 * (queued or running with its progress, completed, or failed and why); a queued or running one
 * blocks another start, since the server runs one per case at a time.
 */
import type { LossRun } from '@backoffice/core/api';

export const isActive = (run: LossRun): boolean =>
  run.status === 'queued' || run.status === 'running';

/** The most recently started run; null for a case never run. */
export function newestRun(runs: readonly LossRun[]): LossRun | null {
  let newest: LossRun | null = null;
  for (const run of runs) if (!newest || run.createdAt > newest.createdAt) newest = run;
  return newest;
}

/** "12 of 38 positions" while running; the share done, 0 to 1, for a progress bar. */
export function runProgress(run: LossRun): { text: string; share: number } {
  const { done, total } = run.progress;
  if (run.status === 'queued' || total === 0) return { text: 'Waiting to start', share: 0 };
  return { text: `${String(done)} of ${String(total)} positions`, share: done / total };
}

/** `0.4 s`, `12.5 s`, `3 min 5 s`: how long a run took. */
export function formatRunDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60))} min ${String(seconds % 60)} s`;
}
