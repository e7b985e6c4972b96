/**
 * A filter's date (DatePickerInput.tsx). react-datepicker (about 35 KB gzip, with its popper, and
 * 3 KB of stylesheet) is a chunk of their own, fetched as the filters render rather than before
 * the table's first rows; until it arrives the same box stands in: the date as the picker shows
 * it, and its clear button, styled by our own rules (data-table.css), which style the picker's
 * box too, so the two look alike before the picker's stylesheet has come.
 */
import { lazy } from 'react';
import { StandInUntilLoaded } from '../feedback/StandInUntilLoaded.tsx';

export interface DateInputProps {
  id: string;
  /** An ISO date (`2024-03-15`) or ''. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

const DatePickerInput = lazy(() => import('./DatePickerInput.tsx'));

/** react-datepicker's markup, so the box looks the same before and after. */
function StandIn({ id, value, onChange }: DateInputProps) {
  return (
    <div className="data-table__date-box">
      <div className="data-table__date-wrapper">
        <div className="data-table__date-field">
          <input
            id={id}
            type="text"
            className="data-table__input data-table__date"
            placeholder="YYYY-MM-DD"
            autoComplete="off"
            value={value}
            readOnly
          />
          {value ? (
            <button
              type="button"
              className="data-table__date-clear"
              aria-label="Close"
              tabIndex={-1}
              onClick={() => {
                onChange('');
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function DateInput(props: DateInputProps) {
  return (
    <StandInUntilLoaded standIn={<StandIn {...props} />}>
      <DatePickerInput {...props} />
    </StandInUntilLoaded>
  );
}
