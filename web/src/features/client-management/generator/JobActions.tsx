/**
 * Retry a failed job (it goes on from the client it stopped at), or cancel a queued or running
 * one (it stops after the report under way and is kept, failed, naming who cancelled it).
 */
import type { ReportJob } from '@backoffice/core/api';
import { CancelJobButton, RetryJobButton } from '../../../components/jobs/JobControls.tsx';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { useCan } from '../../../lib/api/use-can.ts';
import { isActive } from './job-status.tsx';

export function JobActions({ job }: { job: ReportJob }) {
  const canRetry = useCan('retryReportJob');
  const canCancel = useCan('cancelReportJob');
  const retry = useApiMutation('retryReportJob');
  const cancel = useApiMutation('cancelReportJob');
  let action = null;
  if (job.status === 'failed' && canRetry) {
    action = <RetryJobButton id={job.id} noun="job" mutation={retry} />;
  } else if (isActive(job) && canCancel) {
    action = (
      <CancelJobButton
        id={job.id}
        noun="job"
        mutation={cancel}
        description={`It stops after the report under way; the ${String(job.progress.done)} reports made are kept. You can retry it later.`}
      />
    );
  }
  return action ? <div className="cm-actions">{action}</div> : null;
}
