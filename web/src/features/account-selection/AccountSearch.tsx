import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import type { SelectedAccount } from '../../lib/store/app-store.ts';

interface AccountSearchProps {
  selectedId: string | null;
  onSelect: (account: SelectedAccount | null) => void;
}

const SHOWN = 25;

/** A combobox over the accounts the API lets this user see (a viewer's are their clients'). */
export function AccountSearch({ selectedId, onSelect }: AccountSearchProps) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const [active, setActive] = useState(0);
  const listId = useId();
  const accounts = useApiQuery(
    'listAccounts',
    { query: { q: q || undefined, pageSize: SHOWN, sort: 'clientName:asc' } },
    { keepPrevious: true },
  );
  const items = accounts.data?.items ?? [];
  const choose = (index: number) => {
    const item = items[index];
    if (item) onSelect({ id: item.id, name: item.name });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, items.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') choose(active);
    else return;
    event.preventDefault();
  };
  const optionId = (index: number) => `${listId}-${String(index)}`;
  return (
    <div className="account-search">
      <label className="account-search__label" htmlFor={`${listId}-input`}>
        Search accounts
      </label>
      <input
        id={`${listId}-input`}
        className="account-search__input"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={items.length > 0 ? optionId(active) : undefined}
        placeholder="Number, name or client"
        value={text}
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Accounts" className="account-search__list">
        {items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={item.id === selectedId}
            data-active={index === active}
            className="account-search__option"
            onMouseEnter={() => {
              setActive(index);
            }}
            onClick={() => {
              choose(index);
            }}
          >
            <span className="account-search__number">{item.accountNumber}</span>
            <span className="account-search__name">{item.name}</span>
            <span className="account-search__client">
              {item.clientName} · {item.custodian}
            </span>
          </li>
        ))}
      </ul>
      <AccountSearchStatus
        loading={accounts.isPending}
        error={accounts.isError ? describeApiError(accounts.error).message : null}
        shown={items.length}
        total={accounts.data?.total ?? 0}
      />
      {selectedId ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            onSelect(null);
          }}
        >
          Clear selection
        </button>
      ) : null}
    </div>
  );
}

function AccountSearchStatus(props: {
  loading: boolean;
  error: string | null;
  shown: number;
  total: number;
}) {
  let text = '';
  if (props.loading) text = 'Loading accounts…';
  else if (props.error) text = props.error;
  else if (props.total === 0) text = 'No account matches.';
  else if (props.total > props.shown)
    text = `Showing ${String(props.shown)} of ${String(props.total)}: type to narrow.`;
  return (
    <p className="account-search__status" role="status">
      {text}
    </p>
  );
}
