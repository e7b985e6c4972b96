import { useFormContext, type FieldValues } from 'react-hook-form';
import { FieldNotes } from './FieldShell.tsx';
import type { FieldProps } from './field-types.ts';
import { useField } from './use-field.ts';

/** A yes/no choice with its label beside the box; the value is a boolean. */
export function CheckboxField<T extends FieldValues = FieldValues>(
  props: Omit<FieldProps<T>, 'required'>,
) {
  const { name, label, hint, wide } = props;
  const { register } = useFormContext<T>();
  const field = useField(name, Boolean(hint));
  return (
    <div className={wide ? 'form-field form-field--wide' : 'form-field form-field--check'}>
      <label className="form-check" htmlFor={field.inputId}>
        <input id={field.inputId} type="checkbox" {...field.aria} {...register(name)} />
        <span>{label}</span>
      </label>
      <FieldNotes field={field} hint={hint} />
    </div>
  );
}
