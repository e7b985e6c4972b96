/**
 * The clients of a generation job: found one at a time with the client lookup, listed as chips
 * that can be taken off again. The form holds their ids in the order they were chosen.
 */
import { useController, useFormContext } from 'react-hook-form';
import { LookupInput, LookupLabel } from '../../../components/data-table/LookupInput.tsx';
import { CLIENT_LOOKUP } from '../../../components/data-table/lookups.ts';
import { FieldShell } from '../../../components/form/FieldShell.tsx';
import { useField } from '../../../components/form/use-field.ts';

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function ClientsField({
  name,
  label,
  hint,
}: {
  name: string;
  label: string;
  hint?: string;
}) {
  const { control } = useFormContext();
  const { field: input } = useController({ control, name });
  const field = useField(name, Boolean(hint));
  const chosen = asList(input.value);
  return (
    <FieldShell field={field} label={label} hint={hint} required wide>
      <LookupInput
        id={field.inputId}
        label={label}
        source={CLIENT_LOOKUP}
        value=""
        onChange={(value) => {
          if (value && !chosen.includes(value)) input.onChange([...chosen, value]);
        }}
      />
      {chosen.length > 0 ? (
        <ul className="cm-clients" aria-label="Chosen clients">
          {chosen.map((id) => (
            <li key={id} className="cm-chip">
              <LookupLabel source={CLIENT_LOOKUP} value={id} />
              <button
                type="button"
                aria-label={`Remove ${id}`}
                onClick={() => {
                  input.onChange(chosen.filter((c) => c !== id));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldShell>
  );
}
