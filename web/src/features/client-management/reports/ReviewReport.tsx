/**
 * Reviewing a report, for users who may change reports: the moves core's review allows from its
 * status (mark a draft reviewed; a reviewed one sent by hand or back to draft), none while it is
 * being e-mailed; a reviewed one e-mailed to the client's contacts, for those who may send (the
 * API says why it cannot: no contacts, no e-mail); and delete it, after a confirmation, for
 * those who may delete.
 */
import type { Report, ReportStatus } from '@backoffice/core/api';
import { REVIEW_MOVES, sendingNow } from '@backoffice/core/domain';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { describeApiError } from '../../../lib/api/api-error.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { useCan } from '../../../lib/api/use-can.ts';
import { humanize } from '../../../lib/format/labels.ts';

const MOVE_LABELS: Record<ReportStatus, string> = {
  reviewed: 'Mark reviewed',
  sent: 'Mark sent',
  draft: 'Back to draft',
};

export function ReviewReport({ report, listHref }: { report: Report; listHref: string }) {
  const navigate = useNavigate();
  const canChange = useCan('updateReport');
  const canDelete = useCan('deleteReport');
  const canSend = useCan('sendReport');
  const change = useApiMutation('updateReport');
  const send = useApiMutation('sendReport');
  const remove = useApiMutation('deleteReport');
  if (!canChange && !canDelete && !canSend) return null;
  const moves = sendingNow(report) ? [] : REVIEW_MOVES[report.status];
  const sendable = canSend && report.status === 'reviewed' && !sendingNow(report);

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
  const onSend = async () => {
    try {
      await send.mutateAsync({ params: { id: report.id } });
      toast({
        tone: 'success',
        title: "Sending to the client's contacts",
        description: report.title,
      });
    } catch (err) {
      toast({
        tone: 'error',
        title: 'The report was not sent',
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
      {sendable ? (
        <button
          type="button"
          className="button button--primary button--small"
          disabled={send.isPending}
          onClick={() => void onSend()}
        >
          Send to client
        </button>
      ) : null}
      {canChange
        ? moves.map((to) => (
            <button
              key={to}
              type="button"
              className={
                to === 'reviewed' ? 'button button--primary button--small' : 'button button--small'
              }
              disabled={change.isPending}
              onClick={() => void move(to)}
            >
              {MOVE_LABELS[to]}
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
