/**
 * Reports Main (`/reports/main`): the practice as a whole, the total scorecard with how the
 * cases ended as a chart, and the latest reports generated for clients.
 */
import { reportList } from '@backoffice/core/api';
import type { Report } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import '../../components/client-report/client-report.css';
import { Chart } from '../../components/chart/Chart.tsx';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn } from '../../components/data-table/types.ts';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { humanize } from '../../lib/format/labels.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import './analyses.css';
import { ScorecardFacts } from './ScorecardTotals.tsx';
import { dateTimeColumn } from '../../components/data-table/columns.ts';

const COLUMNS: readonly TableColumn<Report>[] = [
  { field: 'title', header: 'Report', flex: 2, minWidth: 200, wrap: true },
  { field: 'status', header: 'Status', kind: 'enum', enumLabel: humanize, width: 150 },
  { field: 'period', header: 'Period', width: 100, hideOnPhone: true },
  dateTimeColumn('generatedAt', 'Generated', { minWidth: 170, hideOnPhone: true }),
  { field: 'generatedBy', header: 'By', width: 110, hideOnPhone: true },
];

function Totals() {
  const query = useApiQuery('getScorecards', { query: { by: 'case' } });
  if (query.isPending) return <StatusView title="Adding up…" />;
  if (!query.data) {
    return (
      <LoadFailure what="The totals" error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const { total } = query.data;
  const outcomes = [
    { outcome: 'Recovered', cases: total.outcomes.recovered },
    { outcome: 'Pending', cases: total.outcomes.pending },
    { outcome: 'Dismissed', cases: total.outcomes.dismissed },
  ];
  return (
    <section className="card" aria-labelledby="reports-main-total">
      <h2 id="reports-main-total" className="client-report__title">
        Recoveries against losses, all clients you may see
      </h2>
      <ScorecardFacts total={total} />
      <Chart
        ariaLabel={`Client lines by case outcome: ${outcomes.map((o) => `${o.outcome} ${String(o.cases)}`).join(', ')}`}
        data={outcomes}
        xKey="outcome"
        series={[{ key: 'cases', label: 'Client lines', kind: 'bar' }]}
        height={200}
      />
    </section>
  );
}

function ReportsMain() {
  return (
    <>
      <PageHeader title="Reports Main" />
      <div className="analyses-stack">
        <Totals />
        <section className="card" aria-labelledby="reports-main-latest">
          <h2 id="reports-main-latest" className="client-report__title">
            Latest reports
          </h2>
          <p className="muted">
            Review and send them in <Link to={hrefOf('clientReports')}>Reports</Link>; make more in
            the <Link to={hrefOf('reportGenerator', {})}>Report Generator</Link>.
          </p>
          <DataTable
            endpoint="listReports"
            list={reportList}
            label="Latest reports"
            urlPrefix="latest"
            columns={COLUMNS}
            emptyText="No report has been generated yet."
          />
        </section>
      </div>
    </>
  );
}

export default defineScreen(ReportsMain);
