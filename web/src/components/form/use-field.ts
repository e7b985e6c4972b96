/** What every field of the kit shares: ids that tie label, hint and error to the control. */
import { useId } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useShownField } from './shown-fields.ts';

/** The first message in a field's error, which for a list may sit on one of its items. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  for (const value of Object.values(error)) {
    const message = firstMessage(value);
    if (message) return message;
  }
  return undefined;
}

export interface FieldState {
  inputId: string;
  hintId: string;
  errorId: string;
  error: string | undefined;
  /** For the control: aria-invalid and aria-describedby. */
  aria: { 'aria-invalid': boolean; 'aria-describedby': string | undefined };
}

export function useField(name: string, hasHint: boolean): FieldState {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name, exact: true });
  const id = useId();
  useShownField(name);
  const error = firstMessage(get(errors, name));
  const ids = { inputId: `${id}input`, hintId: `${id}hint`, errorId: `${id}error` };
  const describedBy = [hasHint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean);
  return {
    ...ids,
    error,
    aria: {
      'aria-invalid': error !== undefined,
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    },
  };
}
