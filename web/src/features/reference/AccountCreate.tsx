/** A new account for a client at one of its custodians; on success the list shows it. */
import { accountCreateSchema, type Account } from '@backoffice/core/api';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { AccountCreateFields } from './AccountFields.tsx';

const today = () => new Date().toISOString().slice(0, 10);

interface Props {
  onCancel: () => void;
  onCreated: (account: Account) => void;
}

export function AccountCreate({ onCancel, onCreated }: Props) {
  const create = useApiMutation('createAccount');
  const form = useContractForm(accountCreateSchema, {
    defaultValues: {
      clientId: '',
      custodian: '',
      accountNumber: '',
      name: '',
      currency: 'USD',
      type: 'separate',
      openedOn: today(),
    },
    draftKey: 'account:new',
  });
  return (
    <ContractForm
      form={form}
      label="New account"
      submitLabel="Create account"
      pendingLabel="Creating…"
      cancel={
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      }
      onSubmit={async (body, { idempotencyKey }) => {
        const account = await create.mutateAsync({ body, idempotencyKey });
        toast({ tone: 'success', title: 'Account created', description: account.accountNumber });
        onCreated(account);
      }}
    >
      <AccountCreateFields />
    </ContractForm>
  );
}
