import { useFormContext, type FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell.tsx';
import type { FieldProps } from './field-types.ts';
import { useField } from './use-field.ts';

interface TextAreaFieldProps<T extends FieldValues> extends FieldProps<T> {
  rows?: number;
}

/** Several lines of text, across the whole form row unless told otherwise. */
export function TextAreaField<T extends FieldValues = FieldValues>(props: TextAreaFieldProps<T>) {
  const { name, label, required, hint, wide = true, rows = 4 } = props;
  const { register } = useFormContext<T>();
  const field = useField(name, Boolean(hint));
  return (
    <FieldShell field={field} label={label} required={required} hint={hint} wide={wide}>
      <textarea
        id={field.inputId}
        className="form-control form-control--area"
        rows={rows}
        aria-required={required || undefined}
        {...field.aria}
        {...register(name)}
      />
    </FieldShell>
  );
}
