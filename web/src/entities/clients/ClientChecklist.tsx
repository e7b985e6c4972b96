/**
 * Clients chosen with checkboxes (those a news item is addressed to): the search box asks the
 * server as the user types, so every client can be found; how many are chosen is shown. The
 * server lists only a client-scoped user's own clients.
 */
import { useId, useState } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { FieldNotes, RequiredMark } from '../../components/form/FieldShell.tsx';
import { useField } from '../../components/form/use-field.ts';
import { useDebounced } from '../../lib/hooks/use-debounced.ts';
import { useClientSearch } from './use-clients.ts';
import './client-checklist.css';

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

interface Props<T extends FieldValues> {
  name: Path<T>;
  hint: string;
}

export function ClientChecklist<T extends FieldValues>({ name, hint }: Props<T>) {
  const { control } = useFormContext<T>();
  const { field: input } = useController({ control, name });
  const { onChange, onBlur, ref } = input;
  const field = useField(name, true);
  const searchId = useId();
  const [filter, setFilter] = useState('');
  const clients = useClientSearch(useDebounced(filter.trim()));
  const chosen = new Set(asList(input.value));
  const shown = clients.data?.items ?? [];
  const more = clients.data ? clients.data.total - shown.length : 0;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    // Chosen ids the search does not show (or not the user's) stay as they were.
    onChange([...next]);
  };
  return (
    <fieldset
      className="form-field form-field--wide client-checklist"
      aria-describedby={field.aria['aria-describedby']}
    >
      <legend className="form-field__label">
        Clients
        <RequiredMark required />
      </legend>
      <div className="client-checklist__search">
        <label htmlFor={searchId}>Find a client</label>
        <input
          id={searchId}
          type="search"
          className="form-control"
          value={filter}
          ref={ref}
          onChange={(e) => {
            setFilter(e.target.value);
          }}
        />
        <span className="muted">{chosen.size} chosen</span>
      </div>
      {clients.isPending ? <p className="muted">Loading the clients…</p> : null}
      <div className="client-checklist__list" role="group" aria-label="Clients to address">
        {shown.map((client) => (
          <label key={client.id} className="form-check">
            <input
              type="checkbox"
              value={client.id}
              checked={chosen.has(client.id)}
              aria-invalid={field.aria['aria-invalid']}
              onChange={(e) => {
                toggle(client.id, e.target.checked);
              }}
              onBlur={onBlur}
            />
            <span>{client.name}</span>
          </label>
        ))}
        {clients.data && shown.length === 0 ? <p className="muted">No client matches.</p> : null}
      </div>
      {more > 0 ? (
        <p className="muted">{`${String(more)} more: type part of a name to find them.`}</p>
      ) : null}
      <FieldNotes field={field} hint={hint} />
    </fieldset>
  );
}
