import type { ReactNode } from 'react';

/** A list's primary action, "New motion", "New account": opens the create form. */
export function NewButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="button button--primary" onClick={onClick}>
      {children}
    </button>
  );
}
