import { useEffect, useId, useState } from 'react';

const DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
}

/** A search field that asks once the user pauses typing; follows the URL on back/forward. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed under us (back/forward): show what it now says.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => {
      onSearch(text.trim());
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, value, onSearch]);
  return (
    <div className="search-box">
      <label htmlFor={id}>Search:</label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={200}
        onChange={(e) => {
          setText(e.target.value);
        }}
      />
    </div>
  );
}
