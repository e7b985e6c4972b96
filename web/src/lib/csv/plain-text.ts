/**
 * A raw field value as the text a cell and its CSV show. Apart from csv.ts, which loads
 * papaparse: tables read this for every cell, and write CSV only when asked.
 */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
