/**
 * The one form of a motion, for create and edit alike: the caller brings the form (over the
 * create or the update schema), what saving does, and the case field, since a motion's case
 * is chosen once, on create.
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ContractForm, type FormSubmission } from '../../components/form/ContractForm.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import type { ContractFormApi } from '../../components/form/use-contract-form.ts';
import {
  MOTION_STATUS_OPTIONS,
  MOTION_TYPE_OPTIONS,
} from '../../entities/motions/motion-columns.tsx';

interface Props<In extends FieldValues, Out extends FieldValues> {
  form: ContractFormApi<In, Out>;
  onSubmit: (values: Out, submission: FormSubmission) => unknown;
  label: string;
  submitLabel: string;
  onCancel: () => void;
  caseField: ReactNode;
}

export function MotionForm<In extends FieldValues, Out extends FieldValues>(props: Props<In, Out>) {
  const { form, onSubmit, label, submitLabel, onCancel, caseField } = props;
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
      {caseField}
      <TextField name="title" label="Title" required wide />
      <SelectField
        name="type"
        label="Type"
        required
        options={MOTION_TYPE_OPTIONS}
        placeholder="Choose…"
      />
      <SelectField name="status" label="Status" options={MOTION_STATUS_OPTIONS} />
      <TextField name="filedBy" label="Filed by" />
      <DateField name="filedOn" label="Filed on" />
      <DateField name="hearingDate" label="Hearing date" />
      <DateField name="deadline" label="Deadline" hint="When the next paper on it is due." />
      <TextAreaField name="notes" label="Notes" rows={4} />
    </ContractForm>
  );
}
