import { useFormContext, type FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell.tsx';
import type { FieldProps, Option } from './field-types.ts';
import { useField } from './use-field.ts';

interface SelectFieldProps<T extends FieldValues> extends FieldProps<T> {
  options: readonly Option[];
  /**
   * An empty first choice ('' as value), e.g. "Choose…". An optional field left on it is sent
   * without the value (or as null where the contract takes null); a required one says Required.
   */
  placeholder?: string;
  /** The options' values are numbers (e.g. rows per page): the form holds the number. */
  numeric?: boolean;
}

const asNumber = (value: unknown) => (value === '' || value === null ? value : Number(value));

/** One of a short list; the value is the option's string (or its number, with `numeric`). */
export function SelectField<T extends FieldValues = FieldValues>(props: SelectFieldProps<T>) {
  const { name, label, required, hint, wide, options, placeholder, numeric } = props;
  const { register } = useFormContext<T>();
  const field = useField(name, Boolean(hint));
  return (
    <FieldShell field={field} label={label} required={required} hint={hint} wide={wide}>
      <select
        id={field.inputId}
        className="form-control"
        aria-required={required || undefined}
        {...field.aria}
        {...register(name, numeric ? { setValueAs: asNumber } : undefined)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
