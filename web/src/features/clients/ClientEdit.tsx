/** The edit form of the overview: everything but the name, which never changes. */
import { clientUpdateSchema, type Client } from '@backoffice/core/api';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { ClientFields } from './ClientForm.tsx';

export function ClientEdit({ client, onDone }: { client: Client; onDone: () => void }) {
  const update = useApiMutation('updateClient');
  const form = useContractForm(clientUpdateSchema, {
    defaultValues: {
      type: client.type,
      status: client.status,
      country: client.country,
      aumUsd: client.aumUsd,
      custodians: client.custodians,
      contacts: client.contacts,
      portalEnabled: client.portalEnabled,
      onboardedOn: client.onboardedOn,
      notes: client.notes,
      cik: client.cik ?? '',
    },
    draftKey: `client:${client.id}:edit`,
  });

  return (
    <section className="card" aria-labelledby="client-edit">
      <h2 id="client-edit">Edit {client.name}</h2>
      <ContractForm
        form={form}
        label={`Edit ${client.name}`}
        submitLabel="Save changes"
        cancel={
          <button type="button" className="button" onClick={onDone}>
            Cancel
          </button>
        }
        onSubmit={async (values) => {
          await update.mutateAsync({ params: { id: client.id }, body: values });
          toast({ tone: 'success', title: 'Client saved', description: client.name });
          onDone();
        }}
      >
        <ClientFields withName={false} />
      </ContractForm>
    </section>
  );
}
