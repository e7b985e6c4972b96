/**
 * Changes to an account: its name, type and status (closing it dates the closing, reopening
 * clears it). Client, custodian and number identify the account and never change.
 */
import { accountUpdateSchema, type Account, type AccountUpdate } from '@backoffice/core/api';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES } from '@backoffice/core/api';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { enumOptions } from '../../lib/format/labels.ts';
import { changedFields } from './changed-fields.ts';

const TYPE_OPTIONS = enumOptions(ACCOUNT_TYPES);
const STATUS_OPTIONS = enumOptions(ACCOUNT_STATUSES);

/** Every field shown must hold a value: a cleared name is refused, not read as "unchanged". */
const accountEditSchema = accountUpdateSchema.required({ name: true, type: true, status: true });

interface Props {
  account: Account;
  onDone: () => void;
}

export function AccountEdit({ account, onDone }: Props) {
  const update = useApiMutation('updateAccount');
  const { name, type, status, closedOn } = account;
  const form = useContractForm(accountEditSchema, {
    defaultValues: { name, type, status, closedOn },
    draftKey: `account:${account.id}:edit`,
  });
  return (
    <ContractForm
      form={form}
      label={`Edit account ${account.accountNumber}`}
      submitLabel="Save changes"
      cancel={
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      }
      onSubmit={async (values) => {
        const body: AccountUpdate = changedFields(account, values);
        if (Object.keys(body).length === 0) {
          toast({ tone: 'info', title: 'Nothing changed', description: account.accountNumber });
        } else {
          const saved = await update.mutateAsync({ params: { id: account.id }, body });
          toast({ tone: 'success', title: 'Account saved', description: saved.accountNumber });
        }
        onDone();
      }}
    >
      <TextField name="name" label="Account name" required wide />
      <SelectField name="type" label="Type" required options={TYPE_OPTIONS} />
      <SelectField name="status" label="Status" required options={STATUS_OPTIONS} />
      <DateField
        name="closedOn"
        label="Closed on"
        hint="Left empty when closing: today. Reopening clears it."
      />
    </ContractForm>
  );
}
