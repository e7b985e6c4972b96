/**
 * A body without the fields the user left empty: '' and undefined go, while null (the contract's
 * "no value", e.g. a case's `filedOn`), false and 0 stay. For create calls whose optional fields
 * the server fills in; an edit that must clear a text sends '' itself.
 */
export function compactBody<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  ) as Partial<T>;
}
