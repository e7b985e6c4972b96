/** Delete, after a confirmation. */
import type { Motion } from '@backoffice/core/api';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiMutation } from '../../lib/api/use-api.ts';

interface Props {
  motion: Motion;
  /** While the call runs (true) and when it failed (false): the view stops refetching. */
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
}

export function DeleteMotion({ motion, onDeleting, onDeleted }: Props) {
  const remove = useApiMutation('deleteMotion');

  const onConfirm = async () => {
    onDeleting(true);
    try {
      await remove.mutateAsync({ params: { id: motion.id } });
    } catch (err) {
      onDeleting(false);
      throw new Error(`The motion was not deleted. ${describeApiError(err).message}`, {
        cause: err,
      });
    }
    toast({ tone: 'success', title: 'Motion deleted', description: motion.title });
    onDeleted();
  };

  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button--danger">
          Delete
        </button>
      }
      title="Delete this motion?"
      description={`“${motion.title}” on ${motion.caseCaption} will be removed for everyone.`}
      confirmLabel="Delete motion"
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
