/**
 * For fields whose stored value is not the text in the box (numbers, dates): while the user
 * types, the box shows exactly what they typed; once they leave it, it shows the stored value
 * written the standard way. What is typed and is not a value is stored as typed, so validation
 * names it ("2023-02-30 is not a date") and nothing typed is lost.
 */
import { useState } from 'react';
import type { Typed } from '../../lib/form/typed-values.ts';

interface TypedText {
  text: string;
  change: (text: string) => void;
  /** Leaving the box; true when what it holds is not a value. */
  leave: () => boolean;
}

export function useTypedText<V>(
  value: unknown,
  show: (value: V) => string,
  read: (text: string) => Typed<V>,
  store: (value: V | string | null) => void,
): TypedText {
  const [typing, setTyping] = useState<string | null>(null);
  const stored = typeof value === 'string' ? read(value) : null;
  const shown =
    value === null || value === undefined || value === ''
      ? ''
      : stored?.kind === 'value'
        ? show(stored.value)
        : typeof value === 'string'
          ? value
          : show(value as V);
  return {
    text: typing ?? shown,
    change(text) {
      setTyping(text);
      const typed = read(text);
      store(typed.kind === 'value' ? typed.value : typed.kind === 'empty' ? null : text);
    },
    leave() {
      setTyping(null);
      return typeof value === 'string' && value !== '' && read(value).kind === 'invalid';
    },
  };
}
