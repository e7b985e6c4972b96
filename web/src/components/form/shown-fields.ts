/**
 * The fields a ContractForm shows, in the order they mounted (the page order, as fields are
 * declared top to bottom). A server complaint goes onto one of these; anything else goes into
 * the form's banner, because an error on a field nobody can see helps nobody.
 */
import { createContext, useContext, useEffect, useState } from 'react';

export interface ShownFields {
  add: (name: string) => () => void;
  names: () => string[];
}

export const ShownFieldsContext = createContext<ShownFields | null>(null);

function createShownFields(): ShownFields {
  const counts = new Map<string, number>();
  return {
    add(name) {
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return () => {
        const left = (counts.get(name) ?? 1) - 1;
        if (left > 0) counts.set(name, left);
        else counts.delete(name);
      };
    },
    names: () => [...counts.keys()],
  };
}

export function useShownFieldsRegistry(): ShownFields {
  const [registry] = useState(createShownFields);
  return registry;
}

export function useShownField(name: string): void {
  const shown = useContext(ShownFieldsContext);
  useEffect(() => shown?.add(name), [shown, name]);
}
