/**
 * The box of a lookup filter: it shows the chosen record's name, and typing in it searches the
 * source's list; a match is chosen by click, or with the arrow keys and Enter. Escape or leaving
 * the box keeps the choice as it was.
 */
import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { LookupClear } from './LookupClear.tsx';
import type { LookupOption, LookupSource } from './lookup-source.ts';
import './lookup.css';

/** Names change rarely; one read serves every chip and box for a while. */
const LABEL_STALE_MS = 10 * 60_000;

/** The chosen record's name; its id until the name arrives (or when it cannot be read). */
export function useLookupLabel(source: LookupSource, value: string): string {
  const call = source.one(value);
  const found = useApiQuery(call.id, call.input, {
    enabled: value !== '',
    staleTime: LABEL_STALE_MS,
    retry: false,
  });
  return found.data ? source.labelOf(found.data) : value;
}

export function LookupLabel({ source, value }: { source: LookupSource; value: string }) {
  return useLookupLabel(source, value);
}

export interface LookupInputProps {
  id: string;
  label: string;
  source: LookupSource;
  value: string;
  onChange: (value: string) => void;
}

export function LookupInput({ id, label, source, value, onChange }: LookupInputProps) {
  // null while the box shows the choice; the typed text while searching.
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const q = useDeferredValue((text ?? '').trim());
  const listId = useId();
  const chosen = useLookupLabel(source, value);
  const call = source.search(q);
  const matches = useApiQuery(call.id, call.input, { enabled: text !== null, keepPrevious: true });
  const options: LookupOption[] = text !== null && matches.data ? source.options(matches.data) : [];
  const open = text !== null && (matches.data !== undefined || matches.isError);

  const choose = (option: LookupOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    setText(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      if (text === null) setText('');
      else setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && text !== null) choose(options[active]);
    else if (event.key === 'Escape' && text !== null) setText(null);
    else return;
    event.preventDefault();
  };
  const optionId = (index: number) => `${listId}-${String(index)}`;

  return (
    <div className="lookup">
      <input
        id={id}
        className="data-table__input lookup__input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options.length > 0 ? optionId(active) : undefined}
        placeholder={source.placeholder}
        autoComplete="off"
        value={text ?? (value ? chosen : '')}
        onFocus={(event) => {
          event.target.select();
        }}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onBlur={() => {
          setText(null);
        }}
        onKeyDown={onKeyDown}
      />
      {value && text === null ? (
        <LookupClear
          label={label}
          onClear={() => {
            onChange('');
          }}
        />
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label}: matches`}
        hidden={!open}
        className="lookup__list"
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            data-active={index === active}
            className="lookup__option"
            // Chosen before the box loses focus (which would close the list first).
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onMouseEnter={() => {
              setActive(index);
            }}
            onClick={() => {
              choose(option);
            }}
          >
            <span className="lookup__label">{option.label}</span>
            {option.detail ? <span className="lookup__detail">{option.detail}</span> : null}
          </li>
        ))}
        {open && options.length === 0 ? (
          <li className="lookup__none" role="presentation">
            {matches.isError ? 'The search failed; type again to retry.' : 'Nothing matches.'}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
