/**
 * Validation with the contract's own schema (the one the API validates with), after settling
 * empty inputs (lib/form/empty-values.ts) and with plain-language messages (lib/form/messages.ts).
 * A valid form submits the schema's output: the request body as the API takes it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ContractSchema, Editable } from '../../lib/form/contract-schema.ts';
import { settleEmptyValues } from '../../lib/form/empty-values.ts';
import { humanMessage } from '../../lib/form/messages.ts';

/** Messages a schema words itself ("check digit does not match") start with a capital too. */
function capitalize(errors: object): void {
  for (const [key, value] of Object.entries(errors) as [string, unknown][]) {
    if (key === 'ref' || typeof value !== 'object' || value === null) continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') {
      error.message = error.message.charAt(0).toUpperCase() + error.message.slice(1);
    }
    capitalize(value);
  }
}

export function contractResolver<In extends FieldValues, Out extends FieldValues>(
  schema: ContractSchema<In, Out>,
): Resolver<Editable<In>, unknown, Out> {
  // Where the form's loose values meet the contract's types: the schema decides what passes.
  const validate = zodResolver(schema, { error: humanMessage }) as unknown as Resolver<
    Editable<In>,
    unknown,
    Out
  >;
  return async (values, context, options) => {
    const result = await validate(settleEmptyValues(schema, values), context, options);
    capitalize(result.errors);
    return result;
  };
}
