/**
 * A user's client scope (client_NAMES): clients found by searching the clients list, shown as
 * removable chips. None chosen means every client.
 */
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { LookupInput } from '../../components/data-table/LookupInput.tsx';
import { lookupSource } from '../../components/data-table/lookup-source.ts';
import { FieldShell } from '../../components/form/FieldShell.tsx';
import { useField } from '../../components/form/use-field.ts';

/** Clients by name: scope is kept by name, as the token's client_NAMES claim carries it. */
const CLIENT_NAME_LOOKUP = lookupSource({
  placeholder: 'Add a client by name or ID',
  list: 'listClients',
  query: { sort: 'name:asc' },
  option: (c) => ({ value: c.name, label: c.name, detail: c.id }),
  get: 'getClient',
  label: (c) => c.name,
});

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function ClientScopeField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { field: input } = useController({ control, name });
  const field = useField(name, true);
  const chosen = asList(input.value);
  const listId = useId();
  const set = (next: string[]) => {
    input.onChange(next);
    input.onBlur();
  };
  return (
    <FieldShell
      field={field}
      label={label}
      wide
      hint="The user sees only these clients' data. None: every client."
    >
      <div className="client-scope">
        <ul className="client-scope__chips" id={listId} aria-label={`${label}: chosen clients`}>
          {chosen.length === 0 ? <li className="client-scope__all">All clients</li> : null}
          {chosen.map((client) => (
            <li key={client} className="client-scope__chip">
              <span>{client}</span>
              <button
                type="button"
                className="client-scope__remove"
                aria-label={`Remove ${client}`}
                onClick={() => {
                  set(chosen.filter((c) => c !== client));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <LookupInput
          id={field.inputId}
          label={label}
          source={CLIENT_NAME_LOOKUP}
          value=""
          onChange={(client) => {
            if (!chosen.includes(client)) set([...chosen, client]);
          }}
        />
      </div>
    </FieldShell>
  );
}
