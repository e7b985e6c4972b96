/**
 * How a record's fields go into the audit log: compact (long texts cut, long lists counted,
 * nothing nested deeper than three levels), an edit as its changed fields alone, and a name
 * people know the record by.
 */
const MAX_TEXT = 300;
const MAX_ITEMS = 20;
const MAX_DEPTH = 3;
/** Stamps the entry's own time already says. */
const STAMPS = new Set(['updatedAt']);
const LABEL_FIELDS = [
  'caption',
  'caseName',
  'name',
  'title',
  'headline',
  'fileName',
  'displayName',
  'ticker',
  'docketNumber',
  'description',
  'note',
];
const MAX_LABEL = 120;

function compact(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_TEXT
      ? `${value.slice(0, MAX_TEXT)}… (${value.length} characters)`
      : value;
  }
  if (Array.isArray(value)) {
    if (value.length > MAX_ITEMS || depth >= MAX_DEPTH) return `${value.length} items`;
    return value.map((v) => compact(v, depth + 1));
  }
  if (typeof value === 'object' && value !== null) {
    if (depth >= MAX_DEPTH) return `${Object.keys(value).length} fields`;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v, depth + 1)]));
  }
  return value ?? null;
}

export function compactFields(row: object): Record<string, unknown> {
  return compact(row, 0) as Record<string, unknown>;
}

/** The fields whose values differ, before and after (stamps left out). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (STAMPS.has(key)) continue;
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = compact(before[key], 1);
    is[key] = compact(after[key], 1);
  }
  return { before: was, after: is };
}

export function labelOf(row: Record<string, unknown> & { id: string }): string {
  for (const field of LABEL_FIELDS) {
    const value = row[field];
    if (typeof value === 'string' && value.trim() !== '')
      return value.length > MAX_LABEL ? `${value.slice(0, MAX_LABEL)}…` : value;
  }
  return row.id;
}

export function clientIdOf(row: Record<string, unknown>): string | null {
  return typeof row.clientId === 'string' ? row.clientId : null;
}
