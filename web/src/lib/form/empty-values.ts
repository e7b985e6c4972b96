/**
 * Inputs have one way of being empty ('' for text and selects, null for numbers and dates), the
 * contract several: a field may take '', null, or only be left out. Before validation, an empty
 * top-level value becomes the first of itself, null and "absent" that the field's schema
 * accepts, so an optional enum left on "Choose…" is not sent as ''. A required field stays as
 * it is and is reported as required.
 */
import { fieldSchemas } from './contract-schema.ts';

const isEmpty = (value: unknown): boolean => value === '' || value === null;

export function settleEmptyValues<T extends object>(schema: object, values: T): T {
  const fields = fieldSchemas(schema);
  if (!fields) return values;
  const settled = Object.entries(values).flatMap(([name, value]): [string, unknown][] => {
    const field = fields[name];
    if (!field || !isEmpty(value) || field.safeParse(value).success) return [[name, value]];
    if (field.safeParse(null).success) return [[name, null]];
    return field.safeParse(undefined).success ? [] : [[name, value]];
  });
  return Object.fromEntries(settled) as T;
}
