/** Delete, after a confirmation; the API refuses while the client still has accounts. */
import type { Client } from '@backoffice/core/api';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { hrefOf } from '../../lib/hrefs.ts';

export function DeleteClient({ client }: { client: Client }) {
  const navigate = useNavigate();
  const remove = useApiMutation('deleteClient');

  const onConfirm = async () => {
    try {
      await remove.mutateAsync({ params: { id: client.id } });
    } catch (err) {
      throw new Error(`${client.name} was not deleted. ${describeApiError(err).message}`, {
        cause: err,
      });
    }
    toast({ tone: 'success', title: 'Client deleted', description: client.name });
    await navigate(hrefOf('clients'));
  };

  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button--danger">
          Delete
        </button>
      }
      title="Delete this client?"
      description={`${client.name} (${client.id}) will be removed for everyone. A client with accounts cannot be deleted.`}
      confirmLabel="Delete client"
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
