import { TABLE_SEARCH_LABEL } from '@backoffice/core';
import { useId } from 'react';
import { useDebouncedInput } from './use-debounced-input.ts';

/** The quick search over the list's searchable columns (the server's `q`). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const input = useDebouncedInput(value, onSearch);
  return (
    <div className="data-table__search">
      <label htmlFor={id}>{TABLE_SEARCH_LABEL}</label>
      <input
        id={id}
        type="search"
        className="data-table__input"
        autoComplete="off"
        maxLength={200}
        {...input}
      />
    </div>
  );
}
