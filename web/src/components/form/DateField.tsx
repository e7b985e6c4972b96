import { useRef } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { dateOfIso, isoOfDate, parseTypedDate } from '../../lib/form/typed-values.ts';
import './date-field.css';
import { FieldShell } from './FieldShell.tsx';
import type { FieldProps } from './field-types.ts';
import { useField } from './use-field.ts';
import { useTypedText } from './use-typed-text.ts';

const showIso = (iso: string): string => iso;

/**
 * A business date, typed (2024-03-15 or 3/15/2024) or picked from a calendar with month and
 * year dropdowns. The value is 'YYYY-MM-DD' or null; an impossible date is kept as typed so
 * the contract refuses it with a message naming it.
 */
export function DateField<T extends FieldValues = FieldValues>(props: FieldProps<T>) {
  const { name, label, required, hint, wide } = props;
  const { control, trigger } = useFormContext<T>();
  const { field: input } = useController({ control, name });
  const field = useField(name, Boolean(hint));
  const typed = useTypedText(input.value, showIso, parseTypedDate, input.onChange);
  const picker = useRef<DatePicker>(null);
  const selected = typeof input.value === 'string' ? dateOfIso(input.value) : null;
  return (
    <FieldShell field={field} label={label} required={required} hint={hint} wide={wide}>
      <div
        className="date-field"
        // The picker owns its input; focusing the field (first error) goes through this.
        ref={(element) => {
          input.ref(element ? { focus: () => element.querySelector('input')?.focus() } : null);
        }}
        // Leaving the field means leaving the input and its calendar (the picker only reports
        // a blur while its calendar is closed).
        onBlur={(event) => {
          if (
            event.relatedTarget instanceof Node &&
            event.currentTarget.contains(event.relatedTarget)
          ) {
            return;
          }
          input.onBlur();
          if (typed.leave()) void trigger(name);
        }}
      >
        <DatePicker
          ref={picker}
          id={field.inputId}
          name={input.name}
          className="form-control"
          calendarClassName="kit-calendar"
          popperClassName="kit-calendar__popper"
          selected={selected}
          value={typed.text}
          dateFormat="yyyy-MM-dd"
          placeholderText="YYYY-MM-DD"
          autoComplete="off"
          showMonthDropdown
          showYearDropdown
          dropdownMode="select"
          // Tabbing through the form, or landing here on an error, must not cover the fields
          // below with a calendar: a click or the Down arrow opens it.
          preventOpenOnFocus
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && !picker.current?.isCalendarOpen()) {
              event.preventDefault();
              picker.current?.setOpen(true);
            }
          }}
          ariaInvalid={String(field.aria['aria-invalid'])}
          ariaDescribedBy={field.aria['aria-describedby']}
          ariaRequired={required ? 'true' : undefined}
          onChangeRaw={(event) => {
            // Typing is read here, strictly; the picker's own parser rolls 02-30 into March.
            if (event?.target instanceof HTMLInputElement) {
              event.preventDefault();
              typed.change(event.target.value);
            }
          }}
          onChange={(date: Date | null) => {
            typed.change(date ? isoOfDate(date) : '');
          }}
        />
      </div>
    </FieldShell>
  );
}
