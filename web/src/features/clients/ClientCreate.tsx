/** The create form, in place of the clients table; on success it opens the new client. */
import { clientCreateSchema } from '@backoffice/core/api';
import { useNavigate } from 'react-router-dom';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { ClientFields } from './ClientForm.tsx';

const today = () => new Date().toISOString().slice(0, 10);

export function ClientCreate({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const create = useApiMutation('createClient');
  const form = useContractForm(clientCreateSchema, {
    defaultValues: {
      name: '',
      status: 'prospect',
      country: 'US',
      custodians: [],
      contacts: [],
      portalEnabled: false,
      onboardedOn: today(),
      notes: '',
      cik: '',
    },
    draftKey: 'client:new',
  });

  return (
    <>
      <PageHeader title="New client" />
      <div className="card">
        <ContractForm
          form={form}
          label="New client"
          submitLabel="Create client"
          pendingLabel="Creating…"
          cancel={
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
          }
          onSubmit={async (values, { idempotencyKey }) => {
            const client = await create.mutateAsync({ body: values, idempotencyKey });
            toast({ tone: 'success', title: 'Client created', description: client.name });
            // Replacing the form's entry: Back then leads to the list, not to an emptied form.
            await navigate(hrefOf('client', { clientID: client.id }), { replace: true });
          }}
        >
          <ClientFields withName />
        </ContractForm>
      </div>
    </>
  );
}
