/**
 * Moves the case to one of the statuses its life cycle allows next (core `nextCaseStatuses`),
 * for users who may change cases. Settlement and dismissal end the case, so they are confirmed.
 */
import type { Case, CaseStatus } from '@backoffice/core/api';
import { nextCaseStatuses } from '@backoffice/core/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { humanize } from '../../lib/format/labels.ts';
import { isFinalStatus } from './status-options.ts';

export function CaseStatusControl({ case: c }: { case: Case }) {
  const canMove = useCan('updateCase');
  const [target, setTarget] = useState<CaseStatus | ''>('');
  const update = useApiMutation('updateCase');
  const selectId = useId();
  if (!canMove) return null;
  if (isFinalStatus(c.status)) {
    return (
      <p className="case-status__note">
        {humanize(c.status)} is final: the status does not change any more.
      </p>
    );
  }

  const move = async (to: CaseStatus) => {
    await update.mutateAsync({ params: { id: c.id }, body: { status: to } });
    setTarget('');
    toast({ tone: 'success', title: `Status changed to ${humanize(to)}`, description: c.caption });
  };
  const moveNow = () => {
    if (target === '') return;
    move(target).catch((error: unknown) => {
      const { message } = describeApiError(error);
      toast({ tone: 'error', title: 'Status not changed', description: message });
    });
  };
  const moveButton = (onClick?: () => void) => (
    <button
      type="button"
      className="button"
      disabled={target === '' || update.isPending}
      onClick={onClick}
    >
      {update.isPending ? 'Moving…' : 'Move'}
    </button>
  );

  return (
    <div className="case-status__control">
      <label htmlFor={selectId}>Move to</label>
      <select
        id={selectId}
        className="form-control case-status__select"
        value={target}
        onChange={(event) => {
          setTarget(event.target.value as CaseStatus | '');
        }}
      >
        <option value="">Choose…</option>
        {nextCaseStatuses(c.status).map((s) => (
          <option key={s} value={s}>
            {humanize(s)}
          </option>
        ))}
      </select>
      {target !== '' && isFinalStatus(target) ? (
        <ConfirmDialog
          trigger={moveButton()}
          title={`Move the case to ${humanize(target)}?`}
          description={`${humanize(target)} ends the case: its status cannot change afterwards.`}
          confirmLabel={`Move to ${humanize(target)}`}
          pendingLabel="Moving…"
          tone="danger"
          onConfirm={() => move(target)}
        />
      ) : (
        moveButton(moveNow)
      )}
    </div>
  );
}
