/**
 * Edit a deadline: its title and owner, its date when it is set by hand; and its trigger, whose
 * moves are shown before they are saved (TriggerChange); its History at the foot.
 */
import { deadlineUpdateSchema, type DeadlineRecord } from '@backoffice/core/api';
import { ContractForm } from '../../../components/form/ContractForm.tsx';
import { DateField } from '../../../components/form/DateField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { OwnerField } from './deadline-fields.tsx';
import { DeadlineHistory } from './DeadlineHistory.tsx';
import { TriggerChange } from './TriggerChange.tsx';

function DetailsForm({ deadline, onDone }: { deadline: DeadlineRecord; onDone: () => void }) {
  const byHand = deadline.ruleId === null;
  const form = useContractForm(deadlineUpdateSchema, {
    defaultValues: {
      title: deadline.title,
      ownerId: deadline.ownerId,
      ...(byHand ? { dueOn: deadline.dueOn } : {}),
    },
  });
  const update = useApiMutation('updateDeadline');
  return (
    <ContractForm
      form={form}
      label="Deadline details"
      submitLabel="Save"
      onSubmit={async (body) => {
        await update.mutateAsync({ params: { id: deadline.id }, body });
        toast({ tone: 'success', title: 'Deadline saved', description: deadline.title });
        onDone();
      }}
    >
      <TextField name="title" label="Title" />
      <OwnerField />
      {byHand ? <DateField name="dueOn" label="Due on" /> : null}
    </ContractForm>
  );
}

export function DeadlineEdit({
  deadline,
  onDone,
}: {
  deadline: DeadlineRecord;
  onDone: () => void;
}) {
  return (
    <div className="case-stack">
      <DetailsForm deadline={deadline} onDone={onDone} />
      <h3 className="case-section-title">Trigger</h3>
      <TriggerChange deadline={deadline} onDone={onDone} />
      <DeadlineHistory id={deadline.id} />
    </div>
  );
}
