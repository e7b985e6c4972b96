import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import DatePicker from 'react-datepicker';
// With the picker, not before: the calendar's look is needed once it opens (see DateInput.tsx).
import 'react-datepicker/dist/react-datepicker.css';
import type { DateInputProps } from './DateInput.tsx';

function toDate(iso: string | undefined): Date | null {
  if (!iso) return null;
  const date = parseISO(iso);
  return isValid(date) ? date : null;
}

/** A filter's date: typed as YYYY-MM-DD or picked, with month and year dropdowns. */
export default function DatePickerInput({ id, value, onChange, min, max }: DateInputProps) {
  // Its own box: the calendar pops up beside the input, which must not join the filter layout.
  return (
    <div className="data-table__date-box">
      <DatePicker
        id={id}
        className="data-table__input data-table__date"
        selected={toDate(value)}
        onChange={(date: Date | null) => {
          onChange(date ? format(date, 'yyyy-MM-dd') : '');
        }}
        minDate={toDate(min) ?? undefined}
        maxDate={toDate(max) ?? undefined}
        dateFormat="yyyy-MM-dd"
        placeholderText="YYYY-MM-DD"
        showMonthDropdown
        showYearDropdown
        dropdownMode="select"
        isClearable
        autoComplete="off"
      />
    </div>
  );
}
