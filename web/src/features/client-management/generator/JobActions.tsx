/**
 * Retry a failed job (it goes on from the client it stopped at), or cancel a queued or running
 * one (it stops after the report under way and is kept, failed, naming who cancelled it).
 */
import type { ReportJob } from '@backoffice/core/api';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { describeApiError } from '../../../lib/api/api-error.ts';
import { useApiMutation } from '../../../lib/api/use-api.ts';
import { useCan } from '../../../lib/api/use-can.ts';
import { isActive } from './job-status.tsx';

function RetryJob({ job }: { job: ReportJob }) {
  const retry = useApiMutation('retryReportJob');
  return (
    <button
      type="button"
      className="button"
      disabled={retry.isPending}
      onClick={() => {
        retry.mutate(
          { params: { id: job.id } },
          {
            onError: (err) => {
              toast({
                tone: 'error',
                title: 'The job was not started again',
                description: describeApiError(err).message,
              });
            },
          },
        );
      }}
    >
      {retry.isPending ? 'Starting…' : 'Retry'}
    </button>
  );
}

function CancelJob({ job }: { job: ReportJob }) {
  const cancel = useApiMutation('cancelReportJob');
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button">
          Cancel job
        </button>
      }
      title="Cancel this job?"
      description={`It stops after the report under way; the ${String(job.progress.done)} reports made are kept. You can retry it later.`}
      confirmLabel="Cancel job"
      pendingLabel="Cancelling…"
      tone="danger"
      onConfirm={async () => {
        try {
          await cancel.mutateAsync({ params: { id: job.id } });
        } catch (err) {
          throw new Error(`The job was not cancelled. ${describeApiError(err).message}`, {
            cause: err,
          });
        }
      }}
    />
  );
}

export function JobActions({ job }: { job: ReportJob }) {
  const canRetry = useCan('retryReportJob');
  const canCancel = useCan('cancelReportJob');
  let action = null;
  if (job.status === 'failed' && canRetry) action = <RetryJob job={job} />;
  else if (isActive(job) && canCancel) action = <CancelJob job={job} />;
  return action ? <div className="cm-actions">{action}</div> : null;
}
