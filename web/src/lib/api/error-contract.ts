/**
 * The contract's error shape (`errorResponseSchema`), which `describeApiError` checks a failed
 * answer against. The schema, and zod with it, is not part of the first screen: the API client
 * loads it with the first failed answer, before the failure reaches the app (api-client.ts), so
 * every failure is described as before, and a page whose calls all succeed never needs it.
 */
import type { ErrorResponse } from '@backoffice/core/api';

interface ErrorSchema {
  safeParse(value: unknown): { success: true; data: ErrorResponse } | { success: false };
}

let schema: ErrorSchema | undefined;
let loading: Promise<void> | undefined;

/** Loads the schema once; a failed load is tried again by the next failed answer. */
export function loadErrorContract(): Promise<void> {
  loading ??= import('./error-schema.ts').then(
    (loaded) => {
      schema = loaded.errorResponseSchema;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The schema once loaded; undefined before any answer failed (or if it could not be loaded). */
export function errorContract(): ErrorSchema | undefined {
  return schema;
}
