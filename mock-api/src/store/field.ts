/** Reads a column by name: the one place rows are treated as records. */
export function fieldOf(row: object, name: string): unknown {
  return (row as Readonly<Record<string, unknown>>)[name];
}
