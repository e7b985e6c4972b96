/**
 * The one form of a news item, for create and edit alike, over the contract's create schema
 * (the API validates with the same one). The audiences offered are the ones the user may
 * choose (core's rule: a client-scoped user never all clients), and the chosen clients are
 * asked for only when the item goes to selected clients.
 */
import { newsAudiencesFor } from '@backoffice/core/domain';
import { useWatch } from 'react-hook-form';
import { ContractForm, type FormSubmission } from '../../components/form/ContractForm.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useAppStore } from '../../lib/store/app-store.ts';
import { BodyEditor } from './BodyEditor.tsx';
import { ClientChecklist } from '../../entities/clients/ClientChecklist.tsx';
import type { NewsFormApi, NewsFormValues, NewsValues } from './news-form-values.ts';
import { audienceLabel, STATUS_OPTIONS } from './news-table.ts';

interface Props {
  form: NewsFormApi;
  onSubmit: (values: NewsValues, submission: FormSubmission) => unknown;
  label: string;
  submitLabel: string;
  onCancel: () => void;
}

export function NewsForm({ form, onSubmit, label, submitLabel, onCancel }: Props) {
  const user = useAppStore((s) => s.user);
  const audiences = newsAudiencesFor({ clientNames: user?.clientNames ?? [] });
  const audience = useWatch({ control: form.control, name: 'audience' });
  return (
    <ContractForm
      form={form}
      onSubmit={onSubmit}
      label={label}
      submitLabel={submitLabel}
      cancel={
        <button
          type="button"
          className="button"
          onClick={() => {
            // Cancel throws the input away; closing the dialog otherwise keeps it as a draft.
            form.draft.discard();
            onCancel();
          }}
        >
          Cancel
        </button>
      }
    >
      <TextField<NewsFormValues> name="title" label="Title" required wide />
      <SelectField<NewsFormValues>
        name="audience"
        label="Audience"
        required
        options={audiences.map((value) => ({ value, label: audienceLabel(value) }))}
        hint={
          audiences.includes('all_clients') ? undefined : 'You may address only your own clients.'
        }
      />
      <DateField<NewsFormValues>
        name="publishDate"
        label="Publish date"
        required
        hint="A scheduled item goes out on this day."
      />
      <SelectField<NewsFormValues> name="status" label="Status" options={STATUS_OPTIONS} />
      {audience === 'selected_clients' ? (
        <ClientChecklist<NewsFormValues>
          name="clientIds"
          hint="Only these clients see the item on their portal."
        />
      ) : null}
      <BodyEditor<NewsFormValues> name="body" />
    </ContractForm>
  );
}
