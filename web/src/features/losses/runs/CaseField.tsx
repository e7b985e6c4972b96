/** A form's case, chosen by searching the cases (the value is the case's id). */
import { useController, useFormContext } from 'react-hook-form';
import { LookupInput } from '../../../components/data-table/LookupInput.tsx';
import { FieldNotes, RequiredMark } from '../../../components/form/FieldShell.tsx';
import { useField } from '../../../components/form/use-field.ts';
import { CASE_LOOKUP } from '../case-lookup.ts';

export function CaseField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { field: input } = useController({ control, name });
  const field = useField(name, true);
  return (
    <div className="form-field form-field--wide">
      <label className="form-field__label" htmlFor={field.inputId}>
        {label}
        <RequiredMark required />
      </label>
      <LookupInput
        id={field.inputId}
        label={label}
        source={CASE_LOOKUP}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(value) => {
          input.onChange(value);
          input.onBlur();
        }}
      />
      <FieldNotes
        field={field}
        hint="The run covers every client and account that traded or held the case's securities."
      />
    </div>
  );
}
