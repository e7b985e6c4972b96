/**
 * Retry a failed run (it starts again with its case as it is now), or cancel a queued or running
 * one (it stops where it is and is kept, failed, naming who cancelled it).
 */
import type { LossRun } from '@backoffice/core/api';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { describeApiError } from '../../../lib/api/api-error.ts';
import { useApiMutation } from '../../../lib/api/use-api.ts';
import { useCan } from '../../../lib/api/use-can.ts';
import { isActive } from './run-status.ts';

function RetryRun({ run }: { run: LossRun }) {
  const retry = useApiMutation('retryLossRun');
  return (
    <button
      type="button"
      className="button"
      disabled={retry.isPending}
      onClick={() => {
        retry.mutate(
          { params: { id: run.id } },
          {
            onError: (err) => {
              toast({
                tone: 'error',
                title: 'The run was not started again',
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

function CancelRun({ run }: { run: LossRun }) {
  const cancel = useApiMutation('cancelLossRun');
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button">
          Cancel run
        </button>
      }
      title="Cancel this run?"
      description={`The run of ${run.caseCaption} stops where it is and keeps no result line. You can retry it later.`}
      confirmLabel="Cancel run"
      pendingLabel="Cancelling…"
      tone="danger"
      onConfirm={async () => {
        try {
          await cancel.mutateAsync({ params: { id: run.id } });
        } catch (err) {
          throw new Error(`The run was not cancelled. ${describeApiError(err).message}`, {
            cause: err,
          });
        }
      }}
    />
  );
}

export function RunActions({ run }: { run: LossRun }) {
  const canRetry = useCan('retryLossRun');
  const canCancel = useCan('cancelLossRun');
  if (run.status === 'failed' && canRetry) return <RetryRun run={run} />;
  if (isActive(run.status) && canCancel) return <CancelRun run={run} />;
  return null;
}
