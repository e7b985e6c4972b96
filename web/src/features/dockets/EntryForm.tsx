/** A new entry on the docket, as the contract takes it; the entries table refreshes after it. */
import { DOCUMENT_TYPES, docketEntryCreateSchema } from '@backoffice/core/api';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { isoOfDate } from '../../lib/form/typed-values.ts';
import { enumOptions } from '../../lib/format/labels.ts';

const DOCUMENT_TYPE_OPTIONS = enumOptions(DOCUMENT_TYPES);

interface Props {
  docketId: string;
  docketNumber: string;
  onDone: () => void;
}

export function EntryForm({ docketId, docketNumber, onDone }: Props) {
  const form = useContractForm(docketEntryCreateSchema, {
    // The type is left unset, so nobody files a "complaint" by not looking.
    defaultValues: { filedOn: isoOfDate(new Date()), description: '', filedBy: '' },
    draftKey: `docket:${docketId}:entry`,
  });
  const add = useApiMutation('createDocketEntry');

  return (
    <div className="entry-form">
      <h3>New entry on docket {docketNumber}</h3>
      <ContractForm
        form={form}
        label="New docket entry"
        submitLabel="Add entry"
        pendingLabel="Adding…"
        onSubmit={async (body, { idempotencyKey }) => {
          const entry = await add.mutateAsync({ params: { id: docketId }, body, idempotencyKey });
          toast({
            tone: 'success',
            title: `Entry ${String(entry.number)} added`,
            description: entry.description,
          });
          onDone();
        }}
        cancel={
          <button
            type="button"
            className="button"
            onClick={() => {
              // Cancel throws the input away; leaving the page otherwise keeps it as a draft.
              form.draft.discard();
              onDone();
            }}
          >
            Cancel
          </button>
        }
      >
        <DateField name="filedOn" label="Filed on" required />
        <SelectField
          name="documentType"
          label="Document type"
          options={DOCUMENT_TYPE_OPTIONS}
          placeholder="Choose…"
          required
        />
        <TextAreaField name="description" label="Description" required rows={3} />
        <TextField name="filedBy" label="Filed by" />
        <NumberField name="pages" label="Pages" />
      </ContractForm>
    </div>
  );
}
