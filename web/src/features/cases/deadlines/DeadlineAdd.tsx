/**
 * Add a deadline to the case: from a rule (built-in or staff's) and its trigger, the date
 * counted by the API under Rule 6, or by hand with a title and a date.
 */
import { deadlineAddFormSchema, SERVICE_METHODS } from '@backoffice/core/api';
import { useWatch } from 'react-hook-form';
import { ContractForm } from '../../../components/form/ContractForm.tsx';
import { DateField } from '../../../components/form/DateField.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { formatDate } from '../../../lib/format/format.ts';
import { enumOptions } from '../../../lib/format/labels.ts';
import { OwnerField, RuleField, TriggerFields } from './deadline-fields.tsx';

function ByRule({ caseId }: { caseId: string }) {
  return (
    <>
      <RuleField />
      <TriggerFields caseId={caseId} />
      <SelectField
        name="service"
        label="Served by"
        placeholder="As the rule says"
        options={enumOptions(SERVICE_METHODS)}
        hint="Service by mail adds 3 days (Rule 6(d))."
      />
      <TextField name="title" label="Title" placeholder="The rule's name" />
    </>
  );
}

function ByHand() {
  return (
    <>
      <TextField name="title" label="Title" required />
      <DateField name="dueOn" label="Due on" required />
    </>
  );
}

export function DeadlineAdd({ caseId, onDone }: { caseId: string; onDone: () => void }) {
  const form = useContractForm(deadlineAddFormSchema, {
    defaultValues: {
      caseId,
      basis: 'rule',
      ruleId: '',
      triggerKind: 'event',
      event: '',
      triggerDate: null,
      docketEntryId: '',
      service: '',
      dueOn: null,
      title: '',
      ownerId: '',
    },
  });
  const basis = useWatch({ control: form.control, name: 'basis' });
  const create = useApiMutation('createDeadline');
  return (
    <ContractForm
      form={form}
      label="New deadline"
      submitLabel="Add deadline"
      cancel={
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      }
      onSubmit={async (body, { idempotencyKey }) => {
        const made = await create.mutateAsync({ body, idempotencyKey });
        toast({
          tone: 'success',
          title: 'Deadline added',
          description: `${made.title}: due ${formatDate(made.dueOn)}`,
        });
        onDone();
      }}
    >
      <SelectField
        name="basis"
        label="Date from"
        options={[
          { value: 'rule', label: 'A rule and its trigger' },
          { value: 'hand', label: 'A date set by hand' },
        ]}
      />
      <OwnerField />
      {basis === 'hand' ? <ByHand /> : <ByRule caseId={caseId} />}
    </ContractForm>
  );
}
