/** The fields of a form's values that differ from the record as loaded: what a PATCH sends. */
export function changedFields<V extends object>(record: object, values: V): Partial<V> {
  const loaded = record as Readonly<Record<string, unknown>>;
  const entries = Object.entries(values).filter(
    ([key, value]) => value !== undefined && value !== loaded[key],
  );
  return Object.fromEntries(entries) as Partial<V>;
}
