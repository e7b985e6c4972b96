/**
 * The clients with a recognized loss on this case, each at its latest completed loss run, as
 * a bar chart (people compare these numbers; one alone has nothing to compare with) and a
 * table linking to each client.
 */
import { Link } from 'react-router-dom';
import { Chart } from '../../components/chart/Chart.tsx';
import { formatDateTime, formatMoney, formatMoneyCompact } from '../../lib/format/format.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { latestRunPerClient } from './latest-runs.ts';
import { useAllRows } from './use-all-rows.ts';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';

const shortName = (value: unknown): string => {
  const text = String(value);
  return text.length > 18 ? `${text.slice(0, 17)}…` : text;
};

export function CaseClientsLosses({ caseId }: { caseId: string }) {
  const runs = useAllRows('listLossRuns', {
    query: { caseId, status: 'completed', sort: 'createdAt:desc' },
  });
  if (runs.isPending) return <div className="case-chart-placeholder" aria-busy="true" />;
  if (runs.isError) {
    return (
      <LoadFailure
        what="The loss runs of this case"
        error={runs.error}
        onRetry={() => void runs.refetch()}
      />
    );
  }
  const latest = latestRunPerClient(runs.data);
  if (latest.length === 0) {
    return <p className="muted">No client has a completed loss run on this case yet.</p>;
  }
  const total = latest.reduce((sum, r) => sum + r.totalRecognizedLoss, 0);
  return (
    <div className="case-stack">
      {latest.length > 1 ? (
        <section className="card" aria-labelledby="case-losses-chart">
          <h2 id="case-losses-chart" className="case-section-title">
            Recognized loss by client
          </h2>
          <Chart
            ariaLabel={`Recognized loss by client: ${latest.map((r) => `${r.clientName} ${formatMoney(r.totalRecognizedLoss)}`).join('; ')}`}
            data={latest}
            xKey="clientName"
            series={[
              {
                key: 'totalRecognizedLoss',
                label: 'Recognized loss',
                kind: 'bar',
                format: (n) => formatMoney(n),
              },
            ]}
            yFormat={(n) => formatMoneyCompact(n)}
            xFormat={shortName}
            height={260}
          />
        </section>
      ) : null}
      <section className="card" aria-labelledby="case-losses-table">
        <h2 id="case-losses-table" className="case-section-title">
          Clients ({latest.length}), {formatMoney(total)} in all
        </h2>
        <table className="case-table">
          <thead>
            <tr>
              <th scope="col">Client</th>
              <th scope="col">Method</th>
              <th scope="col" className="case-table__number">
                Total recognized loss
              </th>
              <th scope="col">Run on</th>
            </tr>
          </thead>
          <tbody>
            {latest.map((r) => (
              <tr key={r.clientId}>
                <td data-label="Client">
                  <Link to={hrefOf('client', { clientID: r.clientId })}>{r.clientName}</Link>
                </td>
                <td data-label="Method">{r.method}</td>
                <td data-label="Total recognized loss" className="case-table__number">
                  {formatMoney(r.totalRecognizedLoss)}
                </td>
                <td data-label="Run on">{formatDateTime(r.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="case-note">Each client at its latest completed loss run.</p>
      </section>
    </div>
  );
}
