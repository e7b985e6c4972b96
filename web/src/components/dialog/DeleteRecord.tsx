/**
 * Delete a record after a confirmation: the Delete button, the dialog, the failure message and
 * the toast, the same for every record. The caller owns the mutation (its endpoint).
 */
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { toast } from '../toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';

interface DeleteRecordProps {
  id: string;
  /** What the record is called: "motion", "news item". */
  noun: string;
  /** The record's own words for the toast ("Motion deleted" + its title). */
  title: string;
  description: string;
  /** Method syntax, so any delete endpoint's mutation fits. */
  mutation: { mutateAsync(input: { params: { id: string } }): Promise<unknown> };
  /** While the call runs (true) and when it failed (false): the view stops refetching. */
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
}

export function DeleteRecord(props: DeleteRecordProps) {
  const { id, noun, title, description, mutation, onDeleting, onDeleted } = props;
  const onConfirm = async () => {
    onDeleting(true);
    try {
      await mutation.mutateAsync({ params: { id } });
    } catch (err) {
      onDeleting(false);
      throw new Error(`The ${noun} was not deleted. ${describeApiError(err).message}`, {
        cause: err,
      });
    }
    const what = noun.charAt(0).toUpperCase() + noun.slice(1);
    toast({ tone: 'success', title: `${what} deleted`, description: title });
    onDeleted();
  };
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button--danger">
          Delete
        </button>
      }
      title={`Delete this ${noun}?`}
      description={description}
      confirmLabel={`Delete ${noun}`}
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
