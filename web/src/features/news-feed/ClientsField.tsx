/**
 * The clients a news item is addressed to: the user's clients as checkboxes, narrowed by a
 * search box (there are tens of them), with how many are chosen.
 */
import { useId, useState } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { FieldNotes, RequiredMark } from '../../components/form/FieldShell.tsx';
import { useField } from '../../components/form/use-field.ts';
import { useClients } from './use-clients.ts';

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function ClientsField<T extends FieldValues>({ name }: { name: Path<T> }) {
  const { control } = useFormContext<T>();
  const { field: input } = useController({ control, name });
  const { onChange, onBlur, ref } = input;
  const field = useField(name, true);
  const searchId = useId();
  const [filter, setFilter] = useState('');
  const clients = useClients();
  const chosen = new Set(asList(input.value));
  const all = clients.data?.items ?? [];
  const shown = all.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    // Chosen ids the list does not hold (not loaded, or not the user's) stay as they were.
    onChange([...next]);
  };
  return (
    <fieldset
      className="form-field form-field--wide news-clients"
      aria-describedby={field.aria['aria-describedby']}
    >
      <legend className="form-field__label">
        Clients
        <RequiredMark required />
      </legend>
      <div className="news-clients__search">
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
      <div className="news-clients__list" role="group" aria-label="Clients to address">
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
      <FieldNotes field={field} hint="Only these clients see the item on their portal." />
    </fieldset>
  );
}
