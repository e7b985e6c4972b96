/**
 * What the form kit needs to know of a contract schema, written structurally so the web does not
 * import zod itself: core owns the schemas, and any zod 4 schema fits these shapes.
 */
import type { FieldValues } from 'react-hook-form';

export interface ContractSchema<
  Input extends FieldValues = FieldValues,
  Output extends FieldValues = FieldValues,
> {
  readonly _zod: { readonly input: Input; readonly output: Output };
}

/** What the form holds: the schema's input (before trims and defaults). */
export type SchemaInput<S extends ContractSchema> = S['_zod']['input'];
/**
 * What the inputs hold while being edited: the schema's input, where any field may also be
 * empty ('' from text and selects, null from numbers and dates). Validation turns it into the
 * schema's output or says what is missing.
 */
export type Editable<In> = { [K in keyof In]: In[K] | '' | null };
export type FormValuesOf<S extends ContractSchema> = Editable<SchemaInput<S>>;
/** What a valid form submits: the schema's output, the request body as the API takes it. */
export type SchemaOutput<S extends ContractSchema> = S['_zod']['output'];

/** Enough of a field's schema to ask whether it accepts a value. */
export interface ValueChecker {
  safeParse(value: unknown): { success: boolean };
}

/** An object schema exposes its fields' schemas as `shape`. */
export function fieldSchemas(schema: object): Record<string, ValueChecker> | null {
  if (!('shape' in schema)) return null;
  const { shape } = schema;
  return typeof shape === 'object' && shape !== null
    ? (shape as Record<string, ValueChecker>)
    : null;
}
