/**
 * What the contract says of a list: the query schema of its endpoint decides which values the
 * server takes (so which columns sort, which URL values are kept) and which sort is the default.
 */

/** A list's definition, as far as the table uses its query schema. */
interface ListQuerySchema {
  query: { safeParse(value: unknown): { success: boolean; data?: unknown } };
}

/** Whether the server would take these query values of the list. */
export function contractAccepts(
  list: ListQuerySchema,
): (query: Readonly<Record<string, string>>) => boolean {
  return (query) => list.query.safeParse(query).success;
}

/** The sort the server applies when asked for none (`filedOn:desc`). */
export function defaultSortOf(list: ListQuerySchema): string {
  const data: unknown = list.query.safeParse({}).data;
  return typeof data === 'object' &&
    data !== null &&
    'sort' in data &&
    typeof data.sort === 'string'
    ? data.sort
    : '';
}
