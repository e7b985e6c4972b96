/**
 * Where a refused write's complaints go: each onto the form field it names (or the nearest
 * field above it: `contacts.0.email` falls back to `contacts.0`, then `contacts`), and the
 * ones no field of the form shows into a list for the banner.
 */
export interface PlacedErrors {
  /** Field name → message, in the order the fields were given. */
  fields: [name: string, message: string][];
  /** Messages no field shows, with the name the server gave when there is one. */
  unplaced: string[];
}

function nearestField(path: string, fields: readonly string[]): string | null {
  for (let name = path; name !== ''; name = name.slice(0, Math.max(0, name.lastIndexOf('.')))) {
    if (fields.includes(name)) return name;
  }
  return null;
}

/** `errors` as `fieldErrors(err)` gives them; `fields` are the form's shown fields in order. */
export function placeServerErrors(
  errors: Readonly<Record<string, string>>,
  fields: readonly string[],
): PlacedErrors {
  const byField = new Map<string, string>();
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const field = path === '' ? null : nearestField(path, fields);
    if (field === null) {
      unplaced.push(path === '' ? message : `${path}: ${message}`);
    } else {
      const before = byField.get(field);
      byField.set(field, before ? `${before}; ${message}` : message);
    }
  }
  return {
    fields: fields.flatMap((name) => {
      const message = byField.get(name);
      return message === undefined ? [] : [[name, message] as [string, string]];
    }),
    unplaced,
  };
}
