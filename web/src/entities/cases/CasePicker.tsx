/**
 * A case, chosen by typing part of its caption, docket number or id: a combobox
 * over the server's case search (listCases `q`). The value is the case's id.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldShell } from '../../components/form/FieldShell.tsx';
import { useField } from '../../components/form/use-field.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useDebounced } from '../../lib/hooks/use-debounced.ts';

const SHOWN = 10;

export function CasePicker({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const controller = useController({ control, name });
  const { ref, onChange, onBlur } = controller.field;
  const current: unknown = controller.field.value;
  const field = useField(name, true);
  const listId = useId();
  const value = typeof current === 'string' ? current : '';
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = text !== null;
  const q = useDebounced(text ?? '').trim();

  // The caption of the case picked here is known; one preset (a draft, the list's filter) is asked for.
  const [picked, setPicked] = useState<{ id: string; caption: string } | null>(null);
  const known = picked?.id === value ? picked.caption : null;
  const chosen = useApiQuery(
    'getCase',
    { params: { id: value } },
    { enabled: value !== '' && known === null },
  );
  const found = useApiQuery(
    'listCases',
    { query: { q: q || undefined, pageSize: SHOWN, sort: 'caption:asc' } },
    { enabled: open, keepPrevious: true },
  );
  const options = found.data?.items ?? [];
  const shownText = text ?? known ?? chosen.data?.caption ?? value;

  const pick = (id: string, caption: string) => {
    setPicked({ id, caption });
    onChange(id);
    setText(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setText('');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(options.length - 1, 0)));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      pick(options[active].id, options[active].caption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setText(null);
    }
  };

  return (
    <FieldShell
      field={field}
      label={label}
      required
      hint="Type part of the caption, docket number or case id."
    >
      <div className="case-picker">
        <input
          id={field.inputId}
          ref={ref}
          name={name}
          className="form-control"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && options[active] ? `${listId}-${String(active)}` : undefined
          }
          aria-required
          autoComplete="off"
          {...field.aria}
          value={shownText}
          onFocus={(event) => {
            event.target.select();
          }}
          onClick={() => {
            // Opened by hand (not by the form focusing its first error): offer the cases.
            if (text === null && value === '') setText('');
          }}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            if (event.target.value === '') onChange('');
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setText(null);
            onBlur();
          }}
        />
        {open ? (
          <ul id={listId} role="listbox" className="case-picker__list" aria-label="Matching cases">
            {options.length === 0 ? (
              <li className="case-picker__empty">
                {found.isFetching ? 'Searching…' : 'No case matches.'}
              </li>
            ) : (
              options.map((c, i) => (
                <li
                  key={c.id}
                  id={`${listId}-${String(i)}`}
                  role="option"
                  aria-selected={i === active}
                  className="case-picker__option"
                  // Before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(c.id, c.caption);
                  }}
                >
                  <span>{c.caption}</span>
                  <span className="muted">{c.docketNumber ?? c.id}</span>
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
    </FieldShell>
  );
}
