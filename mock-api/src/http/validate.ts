/**
 * Parses params, query and body with the contract's schemas. A failure is a 400 whose details
 * name every bad field, including unknown ones (a misspelt filter is refused, not ignored).
 */
import type { z } from 'zod';
import type { ErrorDetail } from '@backoffice/core/api';
import { ApiError } from '../domain/api-error.ts';

type Location = ErrorDetail['location'];

function details(error: z.ZodError, location: Location): ErrorDetail[] {
  return error.issues.flatMap((issue): ErrorDetail[] => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        location,
        field: path ? `${path}.${key}` : key,
        message: location === 'query' ? 'unknown parameter' : 'unknown field',
      }));
    }
    return [{ location, field: path, message: issue.message }];
  });
}

const WHAT: Record<Location, string> = {
  body: 'request body',
  query: 'query string',
  params: 'path',
  header: 'headers',
};

export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  location: Location,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const list = details(result.error, location);
  const fields = [...new Set(list.map((d) => d.field || '(whole)'))].join(', ');
  throw new ApiError('invalid_request', `Invalid ${WHAT[location]}: ${fields}`, list);
}
