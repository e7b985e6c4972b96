import { useId } from 'react';
import { DateInput } from './DateInput.tsx';
import { LazyLookupInput } from './LazyLookup.tsx';
import type { TableFilter } from './types.ts';
import { useDebouncedInput } from './use-debounced-input.ts';

type FilterValues = Readonly<Record<string, string>>;

interface FilterControlProps {
  filter: TableFilter;
  values: FilterValues;
  onChange: (change: FilterValues) => void;
}

export function booleanLabels(filter: Extract<TableFilter, { kind: 'boolean' }>) {
  return { true: filter.trueLabel ?? 'Yes', false: filter.falseLabel ?? 'No' };
}

function TypedFilter({
  id,
  type,
  value,
  onCommit,
}: {
  id: string;
  type: 'text' | 'number';
  value: string;
  onCommit: (v: string) => void;
}) {
  const input = useDebouncedInput(value, onCommit);
  return <input id={id} type={type} className="data-table__input" autoComplete="off" {...input} />;
}

/** One labelled control of the filter bar. */
export function FilterControl({ filter, values, onChange }: FilterControlProps) {
  const id = useId();
  if (filter.kind === 'dateRange') {
    const from = values.from ?? '';
    const to = values.to ?? '';
    return (
      <fieldset className="data-table__filter data-table__range-filter">
        <legend>{filter.label}</legend>
        <label htmlFor={`${id}-from`}>From</label>
        <DateInput
          id={`${id}-from`}
          value={from}
          max={to}
          onChange={(v) => {
            onChange({ from: v });
          }}
        />
        <label htmlFor={`${id}-to`}>To</label>
        <DateInput
          id={`${id}-to`}
          value={to}
          min={from}
          onChange={(v) => {
            onChange({ to: v });
          }}
        />
      </fieldset>
    );
  }
  const { param } = filter;
  const value = values[param] ?? '';
  const set = (v: string) => {
    onChange({ [param]: v });
  };
  let control;
  if (filter.kind === 'text' || filter.kind === 'number') {
    control = <TypedFilter id={id} type={filter.kind} value={value} onCommit={set} />;
  } else if (filter.kind === 'lookup') {
    control = (
      <LazyLookupInput
        id={id}
        label={filter.label}
        source={filter.source}
        value={value}
        onChange={set}
      />
    );
  } else {
    const options =
      filter.kind === 'enum'
        ? filter.options
        : Object.entries(booleanLabels(filter)).map(([v, label]) => ({ value: v, label }));
    control = (
      <select
        id={id}
        className="data-table__input"
        value={value}
        onChange={(e) => {
          set(e.target.value);
        }}
      >
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <div className="data-table__filter">
      <label htmlFor={id}>{filter.label}</label>
      {control}
    </div>
  );
}
