/**
 * A react-hook-form form over a contract schema (e.g. `caseCreateSchema` from
 * `@backoffice/core/api`): validated on submit, then again on every change; with `draftKey`,
 * the input survives an expired session or an outage until it is saved.
 */
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import {
  fieldSchemas,
  type ContractSchema,
  type FormValuesOf,
  type SchemaInput,
  type SchemaOutput,
} from '../../lib/form/contract-schema.ts';
import { contractResolver } from './contract-resolver.ts';
import { useFormDraft, type FormDraft } from './use-form-draft.ts';

export type ContractFormApi<In extends FieldValues, Out extends FieldValues> = UseFormReturn<
  In,
  unknown,
  Out
> & { draft: FormDraft };

export interface ContractFormOptions<In extends FieldValues> {
  /** A value for every field the form shows ('' for text, null for empty numbers and dates). */
  defaultValues: DefaultValues<In>;
  /**
   * Keeps the input in this tab, per user, until saved: name the form and its record, e.g.
   * `case:new` or `case:CA-0001:edit`.
   */
  draftKey?: string;
}

export function useContractForm<S extends ContractSchema>(
  schema: S,
  { defaultValues, draftKey }: ContractFormOptions<FormValuesOf<S>>,
): ContractFormApi<FormValuesOf<S>, SchemaOutput<S>> {
  const [resolver] = useState(() => contractResolver<SchemaInput<S>, SchemaOutput<S>>(schema));
  const form = useForm<FormValuesOf<S>, unknown, SchemaOutput<S>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [fields] = useState(() => Object.keys(fieldSchemas(schema) ?? {}));
  const draft = useFormDraft(form, draftKey, fields);
  return { ...form, draft };
}
