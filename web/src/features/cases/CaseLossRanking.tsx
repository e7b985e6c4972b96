/**
 * The case's clients from its latest completed loss run, ranked for lead plaintiff (largest FIFO
 * net loss first, with the factors courts weigh: TSP, NSP, NFE): a bar chart of FIFO and LIFO
 * net loss (people compare these numbers; one alone has nothing to compare with) and a table
 * linking to each client, a monitored client whose loss meets its threshold marked. Money comes
 * in integer cents.
 */
import type { LossOverview } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { Chart } from '../../components/chart/Chart.tsx';
import { ThresholdAlert } from '../../components/monitoring/ThresholdAlert.tsx';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import {
  formatCents,
  formatDateTime,
  formatMoneyCompact,
  formatNumber,
} from '../../lib/format/format.ts';
import { hrefOf } from '../../lib/hrefs.ts';

type Ranked = LossOverview['leadPlaintiff'][number]['ranking'][number];

const shortName = (value: unknown): string => {
  const text = String(value);
  return text.length > 18 ? `${text.slice(0, 17)}…` : text;
};
/** The chart plots dollars; its tooltips give the exact cents. */
const dollars = (rows: readonly Ranked[]) =>
  rows.map((r) => ({ clientName: r.clientName, fifo: r.fifoNet / 100, lifo: r.lifoNet / 100 }));
const exact = (n: number) => formatCents(Math.round(n * 100));

function RankingChart({ ranking }: { ranking: readonly Ranked[] }) {
  const said = ranking.map((r) => `${r.clientName} ${formatCents(r.fifoNet)}`).join('; ');
  return (
    <section className="card" aria-labelledby="case-losses-chart">
      <h2 id="case-losses-chart" className="case-section-title">
        Net loss by client
      </h2>
      <Chart
        ariaLabel={`FIFO net loss by client: ${said}`}
        data={dollars(ranking)}
        xKey="clientName"
        series={[
          { key: 'fifo', label: 'FIFO net loss', kind: 'bar', format: exact },
          { key: 'lifo', label: 'LIFO net loss', kind: 'bar', format: exact },
        ]}
        yFormat={(n) => formatMoneyCompact(n)}
        xFormat={shortName}
        height={260}
      />
    </section>
  );
}

function RankingTable({ ranking, withPlan }: { ranking: readonly Ranked[]; withPlan: boolean }) {
  const money = (label: string, value: number | null) => (
    <td data-label={label} className="case-table__number">
      {formatCents(value)}
    </td>
  );
  return (
    <table className="case-table">
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Client</th>
          <th scope="col" className="case-table__number">
            FIFO net loss
          </th>
          <th scope="col" className="case-table__number">
            LIFO net loss
          </th>
          {withPlan ? (
            <th scope="col" className="case-table__number">
              Recognized loss
            </th>
          ) : null}
          <th scope="col" className="case-table__number">
            TSP
          </th>
          <th scope="col" className="case-table__number">
            NSP
          </th>
          <th scope="col" className="case-table__number">
            NFE
          </th>
          <th scope="col">Monitoring</th>
        </tr>
      </thead>
      <tbody>
        {ranking.map((r) => (
          <tr key={r.clientId}>
            <td data-label="Rank">{r.rank}</td>
            <td data-label="Client">
              <Link to={hrefOf('client', { clientID: r.clientId })}>{r.clientName}</Link>
            </td>
            {money('FIFO net loss', r.fifoNet)}
            {money('LIFO net loss', r.lifoNet)}
            {withPlan ? money('Recognized loss', r.recognizedLoss) : null}
            <td data-label="TSP" className="case-table__number">
              {formatNumber(r.tsp)}
            </td>
            <td data-label="NSP" className="case-table__number">
              {formatNumber(r.nsp)}
            </td>
            {money('NFE', r.nfe)}
            <td data-label="Monitoring">
              <ThresholdAlert above={r.aboveThreshold} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CaseLossRanking({ caseId }: { caseId: string }) {
  const overview = useApiQuery('getLossOverview', { query: { caseId } });
  if (overview.isPending) return <div className="case-chart-placeholder" aria-busy="true" />;
  if (overview.isError) {
    return (
      <LoadFailure
        what="The losses of this case"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const [standing] = overview.data.leadPlaintiff;
  const totals = overview.data.byCase[0];
  if (!standing || !totals) {
    return (
      <p className="muted">
        No completed loss run of this case has positions of clients you may see.
      </p>
    );
  }
  const { ranking } = standing;
  return (
    <>
      {ranking.length > 1 ? <RankingChart ranking={ranking} /> : null}
      <section className="card" aria-labelledby="case-losses-table">
        <h2 id="case-losses-table" className="case-section-title">
          Clients ({ranking.length}), {formatCents(totals.fifoNet)} FIFO net loss in all
        </h2>
        <RankingTable ranking={ranking} withPlan={totals.recognizedLoss !== null} />
        <p className="case-note">
          Lead-plaintiff ranking from run {standing.runId}, finished{' '}
          {formatDateTime(totals.finishedAt)}. A negative amount is a net gain.
        </p>
      </section>
    </>
  );
}
