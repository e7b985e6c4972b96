/**
 * A form field whose value is a record found by searching (a case, a client, a security): the
 * table kit's lookup box with the form's label, hint and error around it.
 */
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { LookupInput } from '../data-table/LookupInput.tsx';
import type { LookupSource } from '../data-table/lookup-source.ts';
import { FieldShell } from './FieldShell.tsx';
import { useField } from './use-field.ts';

interface LookupFieldProps {
  name: string;
  label: string;
  source: LookupSource;
  hint?: ReactNode;
  required?: boolean;
  wide?: boolean;
  /** Called with the new value after the form has it (e.g. a client's accounts are cleared). */
  onPicked?: (value: string) => void;
}

export function LookupField({
  name,
  label,
  source,
  hint,
  required,
  wide,
  onPicked,
}: LookupFieldProps) {
  const { control } = useFormContext();
  const { field: input } = useController({ control, name });
  const field = useField(name, Boolean(hint));
  return (
    <FieldShell field={field} label={label} hint={hint} required={required} wide={wide}>
      <LookupInput
        id={field.inputId}
        label={label}
        source={source}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(value) => {
          input.onChange(value);
          input.onBlur();
          onPicked?.(value);
        }}
      />
    </FieldShell>
  );
}
