/**
 * The securities of a record (a case's, a suggested suit's): a search of the security master
 * (ticker, name or CUSIP) whose matches are added to the chosen ones, shown as removable chips.
 * The master has hundreds of entries, too many for the kit's list of checkboxes. The value is
 * the chosen security ids.
 */
import { useQueries } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldNotes, RequiredMark } from '../../components/form/FieldShell.tsx';
import { useField } from '../../components/form/use-field.ts';
import { useDebouncedInput } from '../../components/data-table/use-debounced-input.ts';
import { apiQueryOptions, useApiQuery } from '../../lib/api/use-api.ts';
import './security-picker.css';

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

const MATCHES = 10;

export function SecurityPicker({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { field: input } = useController({ control, name });
  const { onChange, onBlur, ref } = input;
  const field = useField(name, true);
  const chosen = asList(input.value);
  const [q, setQ] = useState('');
  const search = useDebouncedInput(q, setQ);
  const matches = useApiQuery(
    'listSecurities',
    { query: { q, pageSize: MATCHES, sort: 'ticker:asc' } },
    { enabled: q !== '', keepPrevious: true },
  );
  const named = useQueries({
    queries: chosen.map((id) => apiQueryOptions('getSecurity', { params: { id } })),
  });

  const set = (ids: string[]) => {
    onChange(ids);
    onBlur();
  };
  const add = (id: string) => {
    if (!chosen.includes(id)) set([...chosen, id]);
    // The search is done: its matches would only hide the fields below.
    setQ('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter picks the first match instead of submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = matches.data?.items.find((s) => !chosen.includes(s.id));
    if (first) add(first.id);
  };

  return (
    <div className="form-field form-field--wide security-picker">
      <label className="form-field__label" htmlFor={field.inputId}>
        {label}
        <RequiredMark required />
      </label>
      {chosen.length > 0 ? (
        <ul className="security-picker__chosen" aria-label={`Chosen ${label.toLowerCase()}`}>
          {chosen.map((id, i) => {
            const security = named[i]?.data;
            const ticker = security?.ticker ?? id;
            return (
              <li key={id} className="security-chip">
                <span className="security-chip__ticker">{ticker}</span>
                <span className="security-chip__name">{security?.name ?? ''}</span>
                <button
                  type="button"
                  className="security-chip__remove"
                  aria-label={`Remove ${ticker}`}
                  onClick={() => {
                    set(chosen.filter((c) => c !== id));
                  }}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <input
        ref={ref}
        id={field.inputId}
        type="search"
        className="form-control"
        placeholder="Search by ticker, name or CUSIP"
        autoComplete="off"
        aria-required
        {...field.aria}
        value={search.value}
        onChange={search.onChange}
        onKeyDown={onKeyDown}
      />
      {q !== '' ? (
        <ul className="security-picker__matches" aria-label="Matching securities">
          {matches.data?.items.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="security-match"
                disabled={chosen.includes(s.id)}
                onClick={() => {
                  add(s.id);
                }}
              >
                <span className="security-chip__ticker">{s.ticker}</span>
                <span className="security-match__name">{s.name}</span>
                <span className="security-match__cusip">{s.cusip}</span>
              </button>
            </li>
          ))}
          {matches.data?.items.length === 0 ? (
            <li className="security-picker__none">No security matches “{q}”.</li>
          ) : null}
          {matches.isError ? (
            <li className="security-picker__none">The search failed; try again.</li>
          ) : null}
        </ul>
      ) : null}
      <FieldNotes
        field={field}
        hint="Type to search, then choose; Enter adds the first match. At least one."
      />
    </div>
  );
}
