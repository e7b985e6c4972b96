/**
 * Names for the schemas the OpenAPI document shows as components. A private registry (not zod's
 * global one) so nothing else in the process adds to our contract.
 */
import { z } from 'zod';

export const apiSchemas = z.registry<{ id: string; description?: string }>();

/** Registers `schema` as component `id` and returns it unchanged. */
export function named<T extends z.ZodType>(id: string, schema: T): T {
  apiSchemas.add(schema, { id });
  return schema;
}

export function nameOf(schema: z.ZodType): string | undefined {
  return apiSchemas.get(schema)?.id;
}
