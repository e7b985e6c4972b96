/**
 * A short list of names (a client's custodians): one box per entry, with Add and Remove. The
 * value is an array of strings, so the boxes are controlled (an array of plain strings cannot
 * be a react-hook-form field array).
 */
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { FieldNotes } from '../../components/form/FieldShell.tsx';
import { useField } from '../../components/form/use-field.ts';

interface TextListFieldProps {
  name: string;
  label: string;
  itemLabel: string;
  addLabel: string;
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : '')) : [];

function ItemInput(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onRemove: () => void;
}) {
  const field = useField(props.name, false);
  return (
    <li className="text-list__item">
      <div className="text-list__row">
        <input
          id={field.inputId}
          className="form-control"
          aria-label={props.label}
          value={props.value}
          {...field.aria}
          onChange={(event) => {
            props.onChange(event.target.value);
          }}
        />
        <button type="button" className="button button--small" onClick={props.onRemove}>
          Remove
        </button>
      </div>
      <FieldNotes field={field} />
    </li>
  );
}

export function TextListField({ name, label, itemLabel, addLabel }: TextListFieldProps) {
  const { control } = useFormContext();
  const { field: input } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  // Only a complaint about the list itself (too many); each entry shows its own.
  const listError: unknown = get(errors, `${name}.message`);
  const items = asList(input.value);
  const set = (next: string[]) => {
    input.onChange(next);
  };

  return (
    <fieldset className="form-field form-field--wide text-list">
      <legend className="form-field__label">{label}</legend>
      {items.length > 0 ? (
        <ul className="text-list__items">
          {items.map((value, i) => (
            <ItemInput
              // Entries have no identity of their own; the position is what names the field.
              key={i}
              name={`${name}.${String(i)}`}
              label={`${itemLabel} ${String(i + 1)}`}
              value={value}
              onChange={(text) => {
                set(items.map((v, j) => (j === i ? text : v)));
              }}
              onRemove={() => {
                set(items.filter((_, j) => j !== i));
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="muted text-list__empty">None yet.</p>
      )}
      <div>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            set([...items, '']);
          }}
        >
          {addLabel}
        </button>
      </div>
      {typeof listError === 'string' ? <p className="form-field__error">{listError}</p> : null}
    </fieldset>
  );
}
