import type { ReactNode } from 'react';
import type { FieldState } from './use-field.ts';

interface FieldShellProps {
  field: FieldState;
  label: string;
  required?: boolean | undefined;
  hint?: ReactNode;
  wide?: boolean | undefined;
  children: ReactNode;
}

/** Label above, control, then hint and error below; the control names them by id. */
export function FieldShell({ field, label, required, hint, wide, children }: FieldShellProps) {
  return (
    <div className={wide ? 'form-field form-field--wide' : 'form-field'}>
      <label className="form-field__label" htmlFor={field.inputId}>
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      <FieldNotes field={field} hint={hint} />
    </div>
  );
}

export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span className="form-field__required" aria-hidden="true">
      *
    </span>
  ) : null;
}

export function FieldNotes({ field, hint }: { field: FieldState; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p className="form-field__hint" id={field.hintId}>
          {hint}
        </p>
      ) : null}
      {field.error ? (
        <p className="form-field__error" id={field.errorId}>
          {field.error}
        </p>
      ) : null}
    </>
  );
}
