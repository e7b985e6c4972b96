/** Delete a run and its result lines, after a confirmation; a running one is stopped. */
import type { LossRun } from '@backoffice/core/api';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { describeApiError } from '../../../lib/api/api-error.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { formatDateTime, formatNumber } from '../../../lib/format/format.ts';
import { isActive } from './run-status.ts';

export function DeleteRun({ run, listHref }: { run: LossRun; listHref: string }) {
  const navigate = useNavigate();
  const remove = useApiMutation('deleteLossRun');
  const running = isActive(run.status);

  const onConfirm = async () => {
    try {
      await remove.mutateAsync({ params: { id: run.id } });
    } catch (err) {
      throw new Error(`The run was not deleted. ${describeApiError(err).message}`, { cause: err });
    }
    toast({ tone: 'success', title: 'Loss run deleted', description: run.caseCaption });
    await navigate(listHref);
  };

  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button--danger">
          {running ? 'Stop and delete' : 'Delete'}
        </button>
      }
      title={running ? 'Stop and delete this run?' : 'Delete this run?'}
      description={`The run of ${run.caseCaption} started on ${formatDateTime(run.createdAt)} and its ${formatNumber(run.resultsCount)} result lines will be removed for everyone.${running ? ' The run stops where it is.' : ''}`}
      confirmLabel={running ? 'Stop and delete' : 'Delete run'}
      pendingLabel="Deleting…"
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
