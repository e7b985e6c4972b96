/** Delete, after a confirmation. */
import type { NewsItem } from '@backoffice/core/api';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiMutation } from '../../lib/api/use-api.ts';

interface Props {
  item: NewsItem;
  /** While the call runs (true) and when it failed (false): the view stops refetching. */
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
}

export function DeleteNews({ item, onDeleting, onDeleted }: Props) {
  const remove = useApiMutation('deleteNews');
  const onConfirm = async () => {
    onDeleting(true);
    try {
      await remove.mutateAsync({ params: { id: item.id } });
    } catch (err) {
      onDeleting(false);
      throw new Error(`The news item was not deleted. ${describeApiError(err).message}`, {
        cause: err,
      });
    }
    toast({ tone: 'success', title: 'News item deleted', description: item.title });
    onDeleted();
  };
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button--danger">
          Delete
        </button>
      }
      title="Delete this news item?"
      description={`“${item.title}” will be removed from the portal and from this list for everyone.`}
      confirmLabel="Delete news item"
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
