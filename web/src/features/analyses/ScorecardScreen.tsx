/**
 * Scorecard Report (`/reports/scorecard`): recoveries against losses and how the cases ended,
 * per client or per case (`?by=case`), with a chart of the most recovered and every row in a
 * table. A client-scoped user sees their own clients' figures only (the API says which).
 */
import { useSearchParams } from 'react-router-dom';
import '../../components/client-report/client-report.css';
import { LocalTable } from '../../components/data-table/LocalTable.tsx';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import './analyses.css';
import { scorecardColumns } from './scorecard-columns.ts';
import { ScorecardChart, ScorecardFacts } from './ScorecardTotals.tsx';

function Scorecard() {
  const [search, setSearch] = useSearchParams();
  const by = search.get('by') === 'case' ? 'case' : 'client';
  const query = useApiQuery('getScorecards', { query: { by } }, { keepPrevious: true });
  const data = query.data;
  let body;
  if (data) {
    body = (
      <div className="analyses-stack" aria-busy={query.isFetching}>
        <section className="card" aria-labelledby="scorecard-total">
          <h2 id="scorecard-total" className="client-report__title">
            Total
          </h2>
          <ScorecardFacts total={data.total} />
        </section>
        <section className="card" aria-labelledby="scorecard-chart">
          <h2 id="scorecard-chart" className="client-report__title">
            Recoveries against losses, {by === 'case' ? 'by case' : 'by client'}
          </h2>
          <ScorecardChart rows={data.rows} />
        </section>
        <LocalTable
          rows={data.rows}
          columns={scorecardColumns(data.by)}
          label={by === 'case' ? 'Scorecard by case' : 'Scorecard by client'}
          emptyText="No completed loss run has lines you may see."
        />
      </div>
    );
  } else if (query.isPending) body = <StatusView title="Scoring…" />;
  else
    body = (
      <LoadFailure what="The scorecard" error={query.error} onRetry={() => void query.refetch()} />
    );
  return (
    <>
      <PageHeader title="Scorecard Report" />
      <div className="analyses-pickers">
        <label>
          Per
          <select
            value={by}
            onChange={(e) => {
              setSearch({ by: e.target.value }, { replace: true });
            }}
          >
            <option value="client">Client</option>
            <option value="case">Case</option>
          </select>
        </label>
      </div>
      {body}
    </>
  );
}

export default defineScreen(Scorecard);
