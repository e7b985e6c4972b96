/**
 * The layout of a custodian's fixed-width text files: each column's name, where it starts
 * (1-based) and how many characters it has. Saved with the custodian's mapping; the file is
 * then read again by it, and its columns can be mapped like a delimited file's. Checked with
 * the contract's schema, so the form says what the API would refuse.
 */
import { mappingUpdateSchema, type LayoutColumn } from '@backoffice/core/api';
import { useState } from 'react';

interface Row {
  name: string;
  start: string;
  width: string;
}

const toRow = (c: LayoutColumn): Row => ({
  name: c.name,
  start: String(c.start),
  width: String(c.width),
});
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Where the next column starts: just after the last one. */
function nextRow(rows: readonly Row[]): Row {
  const last = rows.at(-1);
  const end = last ? toNumber(last.start) + toNumber(last.width) : 1;
  return { name: '', start: Number.isFinite(end) ? String(end) : '', width: '' };
}

/** The problems of each row and field, as the API would name them. */
function problemsOf(rows: readonly Row[]) {
  const layout = rows.map((r) => ({
    name: r.name,
    start: toNumber(r.start),
    width: toNumber(r.width),
  }));
  const parsed = mappingUpdateSchema.safeParse({ columns: {}, layout });
  const problems = new Map<string, string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      const key = field === undefined ? 'layout' : `${String(index)}.${String(field)}`;
      problems.set(key, field === 'name' ? 'Name the column' : 'A whole number from 1');
    }
  }
  return { layout: parsed.success ? parsed.data.layout : null, problems };
}

export function LayoutEditor({
  initial,
  saving,
  onSave,
}: {
  initial: readonly LayoutColumn[] | null;
  saving: boolean;
  onSave: (layout: LayoutColumn[]) => void;
}) {
  const [rows, setRows] = useState<Row[]>(() =>
    initial && initial.length > 0 ? initial.map(toRow) : [nextRow([])],
  );
  const [checked, setChecked] = useState(false);
  const { layout, problems } = problemsOf(rows);
  const change = (index: number, field: keyof Row, value: string) => {
    setRows(rows.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
  };
  const problem = (index: number, field: keyof Row) =>
    checked ? problems.get(`${String(index)}.${field}`) : undefined;

  return (
    <form
      className="ingestion-layout"
      aria-label="Fixed-width layout"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setChecked(true);
        if (layout && layout.length > 0) onSave(layout);
      }}
    >
      <p className="muted">
        A text file without delimiters is read by position. Say where each column starts (the first
        character is 1) and how wide it is.
      </p>
      {rows.map((row, index) => (
        <fieldset
          className="ingestion-layout__row"
          key={index}
          aria-label={`Column ${String(index + 1)}`}
        >
          {(['name', 'start', 'width'] as const).map((field) => {
            const id = `layout-${String(index)}-${field}`;
            const message = problem(index, field);
            return (
              <div className="form-field" key={field}>
                <label className="form-field__label" htmlFor={id}>
                  {field === 'name' ? `Column ${String(index + 1)} name` : capitalised(field)}
                </label>
                <input
                  id={id}
                  className="form-control"
                  inputMode={field === 'name' ? undefined : 'numeric'}
                  value={row[field]}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                  onChange={(e) => {
                    change(index, field, e.target.value);
                  }}
                />
                {message ? (
                  <p className="form-field__error" id={`${id}-error`}>
                    {message}
                  </p>
                ) : null}
              </div>
            );
          })}
          <button
            type="button"
            className="button button--small"
            aria-label={`Remove column ${String(index + 1)}`}
            disabled={rows.length === 1}
            onClick={() => {
              setRows(rows.filter((_, i) => i !== index));
            }}
          >
            Remove
          </button>
        </fieldset>
      ))}
      <div className="ingestion-layout__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setRows([...rows, nextRow(rows)]);
          }}
        >
          Add column
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save layout and read the file again'}
        </button>
      </div>
    </form>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
