/**
 * What a caller needs of each list's sorting, without zod: the sort the server applies when asked
 * for none and the columns it sorts on, read from the list's query schema (its `sort` parameter:
 * an enum of `field:asc|desc` with a default). A table draws its headers and asks for its first
 * page from these (`generated.ts`), so the first screen needs no schema until its URL has a value
 * to check.
 */
import { z } from 'zod';

export interface ListSort {
  /** `filedOn:desc`. */
  defaultSort: string;
  /** The fields `sort` takes, each `:asc` and `:desc`. */
  sortable: readonly string[];
}

export function listSortsOf<Id extends string>(
  table: Readonly<Record<Id, object>>,
): Partial<Record<Id, ListSort>> {
  const sorts: Partial<Record<Id, ListSort>> = {};
  for (const id of Object.keys(table) as Id[]) {
    const endpoint = table[id];
    const query = 'query' in endpoint ? endpoint.query : undefined;
    const sort: unknown = query instanceof z.ZodObject ? query.shape.sort : undefined;
    const values = sort instanceof z.ZodDefault ? sort.unwrap() : undefined;
    if (!(sort instanceof z.ZodDefault) || !(values instanceof z.ZodEnum)) continue;
    sorts[id] = {
      defaultSort: String(sort.def.defaultValue),
      sortable: [
        ...new Set(values.options.map((value) => String(value).replace(/:(asc|desc)$/, ''))),
      ],
    };
  }
  return sorts;
}
