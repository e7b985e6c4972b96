/** "Who holds this CUSIP": a CUSIP checked (length, characters, check digit) before it is used. */
import { cusipSchema } from '@backoffice/core/api';
import { useId, useState, type SyntheticEvent } from 'react';

export function CusipSearch({ onFind }: { onFind: (cusip: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = cusipSchema.safeParse(text);
    if (parsed.success) {
      setProblem('');
      onFind(parsed.data);
    } else setProblem(parsed.error.issues[0]?.message ?? 'Not a CUSIP');
  };
  return (
    <form className="f13-controls__field" onSubmit={submit} role="search" aria-label="Who holds">
      <label htmlFor={id}>Who holds this CUSIP</label>
      <div className="f13-actions">
        <input
          id={id}
          className="form-control"
          value={text}
          placeholder="e.g. 037833100"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => {
            setText(e.target.value);
          }}
        />
        <button type="submit" className="button">
          Find
        </button>
      </div>
      {problem ? (
        <span id={`${id}-problem`} className="f13-error" role="alert">
          {problem}
        </span>
      ) : null}
    </form>
  );
}
