import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { numberText, parseTypedNumber } from '../../lib/form/typed-values.ts';
import { FieldShell } from './FieldShell.tsx';
import type { FieldProps } from './field-types.ts';
import { useField } from './use-field.ts';
import { useTypedText } from './use-typed-text.ts';

interface NumberFieldProps<T extends FieldValues> extends FieldProps<T> {
  placeholder?: string;
}

/**
 * A number, typed freely ("1,250,000"): the value is a number, or null when empty (never NaN).
 * Text that is no number is kept as typed, and validation asks for a number.
 */
export function NumberField<T extends FieldValues = FieldValues>(props: NumberFieldProps<T>) {
  const { name, label, required, hint, wide, placeholder } = props;
  const { control, trigger } = useFormContext<T>();
  const { ref, value, onChange, onBlur } = useController({ control, name }).field;
  const field = useField(name, Boolean(hint));
  const typed = useTypedText(value, numberText, parseTypedNumber, onChange);
  return (
    <FieldShell field={field} label={label} required={required} hint={hint} wide={wide}>
      <input
        id={field.inputId}
        ref={ref}
        name={name}
        className="form-control form-control--number"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        aria-required={required || undefined}
        {...field.aria}
        value={typed.text}
        onChange={(event) => {
          typed.change(event.target.value);
        }}
        onBlur={() => {
          onBlur();
          if (typed.leave()) void trigger(name);
        }}
      />
    </FieldShell>
  );
}
