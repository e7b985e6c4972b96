/**
 * The case's loss run: where its figures stand (the newest run, with its progress while it
 * runs, polled so it survives a reload; why it failed), and a Run losses button for who may
 * start one. The server runs one per case at a time, so the button waits while one runs.
 */
import type { LossRun } from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Banner } from '../../components/feedback/Banner.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { formatRunDuration, isActive, newestRun, runProgress } from './latest-runs.ts';

/** How often a running run is asked about: progress moves, but no faster than people read. */
const POLL_MS = 1000;

function RunState({ run }: { run: LossRun }) {
  if (isActive(run)) {
    const { text, share } = runProgress(run);
    return (
      <div className="case-run__progress">
        <progress max={1} value={share} aria-label={`Loss run ${run.id}`} />
        <span>
          {run.status === 'queued' ? 'Queued' : 'Running'}: {text}
        </span>
      </div>
    );
  }
  if (run.status === 'failed') {
    return (
      <Banner tone="error">
        The last loss run ({run.id}) failed: {run.message}
      </Banner>
    );
  }
  return (
    <p className="case-note">
      Last run {run.id} completed {formatDateTime(run.finishedAt)} by {run.createdBy}
      {run.durationMs === null ? '' : ` in ${formatRunDuration(run.durationMs)}`}:{' '}
      {run.resultsCount} {run.resultsCount === 1 ? 'position' : 'positions'}.
    </p>
  );
}

/** When a watched run finishes, the figures made of the latest runs are stale. */
function useRefreshWhenDone(run: LossRun | null) {
  const client = useQueryClient();
  const wasActive = useRef(false);
  const active = run !== null && isActive(run);
  useEffect(() => {
    if (wasActive.current && !active) {
      void client.invalidateQueries({ queryKey: ['api', 'getLossOverview'] });
    }
    wasActive.current = active;
  }, [active, client]);
}

export function CaseLossRun({ caseId }: { caseId: string }) {
  const canRun = useCan('createLossRun');
  const start = useApiMutation('createLossRun');
  const runs = useApiQuery(
    'listLossRuns',
    { query: { caseId, sort: 'createdAt:desc', pageSize: 10 } },
    { refetchInterval: (q) => (q.state.data?.items.some(isActive) ? POLL_MS : false) },
  );
  const newest = runs.data ? newestRun(runs.data.items) : null;
  useRefreshWhenDone(newest);

  const onRun = async () => {
    try {
      await start.mutateAsync({ body: { caseId } });
    } catch (error) {
      toast({
        tone: 'error',
        title: 'The run did not start',
        description: describeApiError(error).message,
      });
    }
  };
  const busy = start.isPending || (newest !== null && isActive(newest));

  return (
    <section className="card" aria-labelledby="case-run-title">
      <div className="case-run__head">
        <h2 id="case-run-title" className="case-section-title">
          Loss run
        </h2>
        {canRun ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void onRun()}
          >
            Run losses
          </button>
        ) : null}
      </div>
      {runs.isError ? (
        <Banner tone="warning">The loss runs of this case could not be loaded.</Banner>
      ) : newest ? (
        <RunState run={newest} />
      ) : runs.isPending ? null : (
        <p className="case-note">No loss run yet: run one to compute every client’s losses.</p>
      )}
    </section>
  );
}
