/**
 * A run's state: a badge, and while it is under way a progress bar with how far it has got
 * (a bar that moves without a value while it waits in the queue).
 */
import type { LossRun } from '@backoffice/core/api';
import { toneClass, type Tone } from '../../../components/feedback/tone.ts';
import { humanize } from '../../../lib/format/labels.ts';
import { isActive, progressPercent, progressText } from './run-status.ts';

type RunState = Pick<LossRun, 'id' | 'status' | 'progress'>;

const TONES: Partial<Record<LossRun['status'], Tone>> = {
  running: 'info',
  queued: 'info',
  completed: 'success',
  failed: 'error',
};

export function RunBadge({ status }: { status: LossRun['status'] }) {
  return (
    <span className={`run-badge run-badge--${status}${toneClass(TONES[status])}`}>
      {humanize(status)}
    </span>
  );
}

export function RunProgressBar({ run }: { run: RunState }) {
  const known = run.status === 'running' && run.progress.total > 0;
  return (
    <progress
      className="run-progress__bar"
      max={100}
      {...(known ? { value: progressPercent(run.progress) } : {})}
      aria-label={`Progress of run ${run.id}`}
      aria-valuetext={progressText(run)}
    />
  );
}

/** The status column of the runs list. */
export function RunStatusCell({ row }: { row: RunState }) {
  if (!isActive(row.status)) return <RunBadge status={row.status} />;
  return (
    <span className="run-progress">
      <RunBadge status={row.status} />
      <RunProgressBar run={row} />
      <span className="run-progress__text">
        {row.status === 'running' && row.progress.total > 0
          ? `${String(progressPercent(row.progress))}%`
          : null}
      </span>
    </span>
  );
}
