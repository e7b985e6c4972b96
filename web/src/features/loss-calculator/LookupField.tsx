/**
 * A form field whose value is a record found by searching (a case, a client, a security): the
 * table kit's lookup box with the form's label, hint and error around it.
 */
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { LookupInput } from '../../components/data-table/LookupInput.tsx';
import type { LookupSource } from '../../components/data-table/lookup-source.ts';
import { FieldShell } from '../../components/form/FieldShell.tsx';
import { useField } from '../../components/form/use-field.ts';
import type { CalculatorValues } from './calculator-values.ts';

type IdField = 'caseId' | 'securityId' | 'clientId';

interface LookupFieldProps {
  name: IdField;
  label: string;
  source: LookupSource;
  hint?: ReactNode;
  /** Called with the new value after the form has it (a client's accounts are cleared). */
  onPicked?: (value: string) => void;
}

export function LookupField({ name, label, source, hint, onPicked }: LookupFieldProps) {
  const { control } = useFormContext<CalculatorValues>();
  const { field: input } = useController({ control, name });
  const field = useField(name, Boolean(hint));
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <LookupInput
        id={field.inputId}
        label={label}
        source={source}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(value) => {
          input.onChange(value);
          onPicked?.(value);
        }}
      />
    </FieldShell>
  );
}
