import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { FieldNotes, RequiredMark } from './FieldShell.tsx';
import type { FieldProps, Option } from './field-types.ts';
import { useField } from './use-field.ts';

interface MultiSelectFieldProps<T extends FieldValues> extends FieldProps<T> {
  options: readonly Option[];
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Several of a short list, as checkboxes; the value is the chosen values in list order. */
export function MultiSelectField<T extends FieldValues = FieldValues>(
  props: MultiSelectFieldProps<T>,
) {
  const { name, label, required, hint, wide, options } = props;
  const { control } = useFormContext<T>();
  const { field: input } = useController({ control, name });
  const field = useField(name, Boolean(hint));
  const current = asList(input.value);
  const chosen = new Set(current);
  const toggle = (value: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    const listed = options.map((o) => o.value);
    // Values the list does not offer (yet) stay: toggling one box must not drop them.
    const unlisted = current.filter((v) => !listed.includes(v));
    input.onChange([...listed.filter((v) => next.has(v)), ...unlisted]);
  };
  return (
    <fieldset
      className={wide ? 'form-field form-field--wide form-choices' : 'form-field form-choices'}
      aria-describedby={field.aria['aria-describedby']}
    >
      <legend className="form-field__label">
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className="form-choices__list">
        {options.map((option, index) => (
          <label key={option.value} className="form-check">
            <input
              type="checkbox"
              ref={index === 0 ? input.ref : undefined}
              id={index === 0 ? field.inputId : undefined}
              name={input.name}
              value={option.value}
              checked={chosen.has(option.value)}
              disabled={option.disabled}
              aria-invalid={field.aria['aria-invalid']}
              onChange={(event) => {
                toggle(option.value, event.target.checked);
              }}
              onBlur={input.onBlur}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldNotes field={field} hint={hint} />
    </fieldset>
  );
}
