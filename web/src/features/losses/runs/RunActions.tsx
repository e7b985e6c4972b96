/**
 * Retry a failed run (it starts again with its case as it is now), or cancel a queued or running
 * one (it stops where it is and is kept, failed, naming who cancelled it).
 */
import type { LossRun } from '@backoffice/core/api';
import { CancelJobButton, RetryJobButton } from '../../../components/jobs/JobControls.tsx';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { useCan } from '../../../lib/api/use-can.ts';
import { isActive } from './run-status.ts';

export function RunActions({ run }: { run: LossRun }) {
  const canRetry = useCan('retryLossRun');
  const canCancel = useCan('cancelLossRun');
  const retry = useApiMutation('retryLossRun');
  const cancel = useApiMutation('cancelLossRun');
  if (run.status === 'failed' && canRetry) {
    return <RetryJobButton id={run.id} noun="run" mutation={retry} />;
  }
  if (isActive(run.status) && canCancel) {
    return (
      <CancelJobButton
        id={run.id}
        noun="run"
        mutation={cancel}
        description={`The run of ${run.caseCaption} stops where it is and keeps no result line. You can retry it later.`}
      />
    );
  }
  return null;
}
