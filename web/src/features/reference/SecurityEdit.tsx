/**
 * Changes to a security: exchange, sector and status. Its identifiers and name are fixed (a
 * changed CUSIP is a new security), so they are shown, not asked.
 */
import { SECURITY_STATUSES, securityUpdateSchema, type Security } from '@backoffice/core/api';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { enumOptions } from '../../lib/format/labels.ts';
import { changedFields } from './changed-fields.ts';

const STATUS_OPTIONS = enumOptions(SECURITY_STATUSES);

/** Every field shown must hold a value (the sector may be empty: not every issuer has one). */
const securityEditSchema = securityUpdateSchema.required({ exchange: true, status: true });

interface Props {
  security: Security;
  onDone: () => void;
}

export function SecurityEdit({ security, onDone }: Props) {
  const update = useApiMutation('updateSecurity');
  const { exchange, sector, status } = security;
  const form = useContractForm(securityEditSchema, {
    defaultValues: { exchange, sector, status },
    draftKey: `security:${security.id}:edit`,
  });
  return (
    <ContractForm
      form={form}
      label={`Edit ${security.ticker}`}
      submitLabel="Save changes"
      cancel={
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      }
      onSubmit={async (values) => {
        const body = changedFields(security, values);
        if (Object.keys(body).length === 0) {
          toast({ tone: 'info', title: 'Nothing changed', description: security.ticker });
        } else {
          await update.mutateAsync({ params: { id: security.id }, body });
          toast({ tone: 'success', title: 'Security saved', description: security.ticker });
        }
        onDone();
      }}
    >
      <TextField name="exchange" label="Exchange" required />
      <TextField name="sector" label="Sector" />
      <SelectField name="status" label="Status" required options={STATUS_OPTIONS} />
    </ContractForm>
  );
}
