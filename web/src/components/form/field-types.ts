import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';

/** The props every field takes. Name the form's values (`TextField<CaseForm>`) to check `name`. */
export interface FieldProps<T extends FieldValues = FieldValues> {
  name: FieldPath<T>;
  label: string;
  /** Marks the label; what is really required is the contract's business. */
  required?: boolean;
  /** A line of help under the control. */
  hint?: ReactNode;
  /** Spans the whole row of the two-column form grid. */
  wide?: boolean;
}

export interface Option {
  value: string;
  label: string;
  /** Shown but not changeable (say why in the field's hint). */
  disabled?: boolean;
}
