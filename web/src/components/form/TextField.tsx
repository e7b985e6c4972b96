import { useFormContext, type FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell.tsx';
import type { FieldProps } from './field-types.ts';
import { useField } from './use-field.ts';

interface TextFieldProps<T extends FieldValues> extends FieldProps<T> {
  type?: 'text' | 'email' | 'url' | 'tel' | 'password';
  autoComplete?: string;
  placeholder?: string;
}

/** One line of text; the value is a string ('' when empty). */
export function TextField<T extends FieldValues = FieldValues>(props: TextFieldProps<T>) {
  const { name, label, required, hint, wide, type = 'text', autoComplete, placeholder } = props;
  const { register } = useFormContext<T>();
  const field = useField(name, Boolean(hint));
  return (
    <FieldShell field={field} label={label} required={required} hint={hint} wide={wide}>
      <input
        id={field.inputId}
        className="form-control"
        type={type}
        autoComplete={autoComplete ?? 'off'}
        placeholder={placeholder}
        aria-required={required || undefined}
        {...field.aria}
        {...register(name)}
      />
    </FieldShell>
  );
}
