/** A new security; on success the list shows it (searched by its ticker). */
import { securityCreateSchema, type Security } from '@backoffice/core/api';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { SecurityCreateFields } from './SecurityFields.tsx';

interface Props {
  onCancel: () => void;
  onCreated: (security: Security) => void;
}

export function SecurityCreate({ onCancel, onCreated }: Props) {
  const create = useApiMutation('createSecurity');
  const form = useContractForm(securityCreateSchema, {
    defaultValues: {
      cusip: '',
      isin: '',
      ticker: '',
      name: '',
      exchange: '',
      country: 'US',
      currency: 'USD',
      sector: '',
      assetClass: 'common',
      listedOn: null,
    },
    draftKey: 'security:new',
  });
  return (
    <ContractForm
      form={form}
      label="New security"
      submitLabel="Create security"
      pendingLabel="Creating…"
      cancel={
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      }
      onSubmit={async (body, { idempotencyKey }) => {
        const security = await create.mutateAsync({ body, idempotencyKey });
        toast({
          tone: 'success',
          title: 'Security created',
          description: `${security.ticker} · ${security.name}`,
        });
        onCreated(security);
      }}
    >
      <SecurityCreateFields />
    </ContractForm>
  );
}
