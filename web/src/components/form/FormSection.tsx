import type { ReactNode } from 'react';

/** A titled group of fields across the whole form, with its own two-column grid. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{title}</legend>
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}
