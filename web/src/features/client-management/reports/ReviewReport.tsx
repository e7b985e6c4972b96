/**
 * Reviewing a report: mark it sent (or back to awaiting review, or aside as a draft) for users
 * who may change reports, and delete it, after a confirmation, for those who may delete.
 */
import type { Report, ReportStatus } from '@backoffice/core/api';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { describeApiError } from '../../../lib/api/api-error.ts';
import { useApiMutation } from '../../../lib/api/use-api.ts';
import { useCan } from '../../../lib/api/use-can.ts';
import { humanize } from '../../../lib/format/labels.ts';

const MOVES: Record<ReportStatus, { to: ReportStatus; label: string }[]> = {
  awaiting_review: [
    { to: 'sent', label: 'Mark sent' },
    { to: 'draft', label: 'Set aside as draft' },
  ],
  draft: [{ to: 'awaiting_review', label: 'Submit for review' }],
  sent: [{ to: 'awaiting_review', label: 'Back to review' }],
};

export function ReviewReport({ report, listHref }: { report: Report; listHref: string }) {
  const navigate = useNavigate();
  const canChange = useCan('updateReport');
  const canDelete = useCan('deleteReport');
  const change = useApiMutation('updateReport');
  const remove = useApiMutation('deleteReport');
  if (!canChange && !canDelete) return null;

  const move = async (to: ReportStatus) => {
    try {
      await change.mutateAsync({ params: { id: report.id }, body: { status: to } });
      toast({
        tone: 'success',
        title: `Report ${humanize(to).toLowerCase()}`,
        description: report.title,
      });
    } catch (err) {
      toast({
        tone: 'error',
        title: 'The report was not changed',
        description: describeApiError(err).message,
      });
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync({ params: { id: report.id } });
    } catch (err) {
      throw new Error(`The report was not deleted. ${describeApiError(err).message}`, {
        cause: err,
      });
    }
    toast({ tone: 'success', title: 'Report deleted', description: report.title });
    await navigate(listHref);
  };

  return (
    <div className="cm-review">
      {canChange
        ? MOVES[report.status].map((m) => (
            <button
              key={m.to}
              type="button"
              className={
                m.to === 'sent' ? 'button button--primary button--small' : 'button button--small'
              }
              disabled={change.isPending}
              onClick={() => void move(m.to)}
            >
              {m.label}
            </button>
          ))
        : null}
      {canDelete ? (
        <ConfirmDialog
          trigger={
            <button type="button" className="button button--danger button--small">
              Delete
            </button>
          }
          title="Delete this report?"
          description={`${report.title} will be removed for everyone.`}
          confirmLabel="Delete report"
          pendingLabel="Deleting…"
          tone="danger"
          onConfirm={onDelete}
        />
      ) : null}
    </div>
  );
}
