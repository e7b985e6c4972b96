/**
 * A text box whose value reaches the URL ~300 ms after the last keystroke, and which follows
 * the URL when it changes by other means (back/forward, "Clear filters").
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';

export const DEBOUNCE_MS = 300;

export function useDebouncedInput(value: string, onCommit: (value: string) => void) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commit = useRef(onCommit);

  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  // The URL moved on without us: show its value (adjusting state while rendering, as React
  // recommends over an effect).
  if (value !== shown) {
    setShown(value);
    if (value.trim() !== text.trim()) setText(value);
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      commit.current(next.trim());
    }, DEBOUNCE_MS);
  };

  return { value: text, onChange };
}
