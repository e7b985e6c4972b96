/**
 * The case's deadlines in date order: what is due, when, and whether it is met, open or missed;
 * an open one due within 7 days says so too.
 */
import type { Deadline } from '@backoffice/core/api';
import { DeadlineState, stateOf } from '../../components/litigation/DeadlineState.tsx';
import { DeadlineUrgency } from '../../components/litigation/DeadlineUrgency.tsx';
import { formatDate } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';

export function CaseDeadlines({ deadlines }: { deadlines: readonly Deadline[] }) {
  if (deadlines.length === 0) return <p className="muted">No deadlines are recorded.</p>;
  const sorted = [...deadlines].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <table className="case-table">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Kind</th>
          <th scope="col">Description</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((d) => (
          <tr key={d.id}>
            <td className="case-table__date" data-label="Date">
              {formatDate(d.date)}
            </td>
            <td data-label="Kind">{humanize(d.kind)}</td>
            <td data-label="Description">{d.description || '—'}</td>
            <td data-label="State">
              <DeadlineState state={stateOf(d)} />
              {stateOf(d) === 'open' ? (
                <>
                  {' '}
                  <DeadlineUrgency dueOn={d.date} />
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
