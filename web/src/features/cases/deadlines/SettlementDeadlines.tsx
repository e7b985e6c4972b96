/**
 * The case's settlements' dates on its Deadlines tab: each claim-filing, opt-out and objection
 * deadline and fairness hearing (the calendar's settlement events), linked to its settlement,
 * with Due soon / Overdue as the other deadlines (core's urgency) until the date has passed. A
 * settlement's dates are the court's, seen by every user who sees the case; its claims are each
 * client's, and stay on the settlement's page under client scope.
 */
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { DeadlineUrgency } from '../../../components/litigation/DeadlineUrgency.tsx';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { useCan } from '../../../lib/api/use-can.ts';
import { formatDate } from '../../../lib/format/format.ts';
import { hrefOf } from '../../../lib/hrefs.ts';

export function SettlementDeadlines({ caseId }: { caseId: string }) {
  const query = useApiQuery('listCalendarEvents', {
    query: { caseId, kind: 'settlement_deadline', pageSize: 100, sort: 'date:asc' },
  });
  const canAdd = useCan('createSettlement');
  const rows = query.data?.items ?? [];
  return (
    <section className="card settlement-deadlines" aria-labelledby="case-settlement-dates-title">
      <div className="deadline-records__head">
        <h2 id="case-settlement-dates-title" className="case-section-title">
          Settlement deadlines
        </h2>
        {canAdd ? (
          <Link
            className="button button--primary"
            to={hrefOf('newSettlement', undefined, { caseId })}
          >
            New settlement
          </Link>
        ) : null}
      </div>
      {query.isError ? (
        <LoadFailure
          what="The settlement deadlines"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <p className="muted">Loading the settlement deadlines…</p>
      ) : rows.length === 0 ? (
        <p className="muted">No settlement yet.</p>
      ) : (
        <table className="case-table" aria-label="Settlement deadlines of the case">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Deadline</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id} data-event-id={e.id}>
                <td className="case-table__date" data-label="Date">
                  <span>
                    {formatDate(e.date)}{' '}
                    {e.done ? (
                      <span className="muted">Passed</span>
                    ) : (
                      <DeadlineUrgency dueOn={e.date} />
                    )}
                  </span>
                </td>
                <td data-label="Deadline">
                  {e.settlementId ? (
                    <Link to={hrefOf('settlement', { settlementId: e.settlementId })}>
                      {e.title}
                    </Link>
                  ) : (
                    e.title
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
