/**
 * The case's actions, each shown only to who may take it: Edit (the edit sub-page) and Delete,
 * confirmed first. The server refuses to delete a case that docket entries, motions, deadlines or loss runs still
 * refer to (409); the dialog then says so and stays open.
 */
import type { Case } from '@backoffice/core/api';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { EDIT_PAGE } from './CaseEdit.tsx';

const inUse = (c: Case) =>
  `${c.caption} was not deleted: it still has docket entries, motions, deadlines or loss runs, which must be removed first.`;

export function CaseActions({ case: c }: { case: Case }) {
  const canEdit = useCan('updateCase');
  const canDelete = useCan('deleteCase');
  const remove = useApiMutation('deleteCase');
  const navigate = useNavigate();
  if (!canEdit && !canDelete) return null;

  const onDelete = async () => {
    try {
      await remove.mutateAsync({ params: { id: c.id } });
    } catch (error) {
      if (describeApiError(error).status === 409) throw new Error(inUse(c), { cause: error });
      throw error;
    }
    toast({ tone: 'success', title: 'Case deleted', description: c.caption });
    void navigate(hrefOf('caseList'));
  };

  return (
    <>
      {canEdit ? (
        <Link className="button" to={hrefOf('case', { caseId: c.id, subPage: EDIT_PAGE })}>
          Edit
        </Link>
      ) : null}
      {canDelete ? (
        <ConfirmDialog
          trigger={
            <button type="button" className="button">
              Delete
            </button>
          }
          title="Delete this case?"
          description={`${c.caption} (${c.id}) will be deleted for everyone. This cannot be undone.`}
          confirmLabel="Delete case"
          pendingLabel="Deleting…"
          tone="danger"
          onConfirm={onDelete}
        />
      ) : null}
    </>
  );
}
