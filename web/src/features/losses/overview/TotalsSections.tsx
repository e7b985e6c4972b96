/** The totals by case and by client, each a chart of the largest and a table of all, ranked. */
import { Link } from 'react-router-dom';
import { caseLabel } from '../../../lib/format/case-label.ts';
import { formatDateTime, formatNumber } from '../../../lib/format/format.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import { LossBars } from './LossBars.tsx';
import { chartRows, type CaseTotals, type ClientTotals } from './overview-rows.ts';
import { lossColumns, TotalsTable, type Column } from './TotalsTable.tsx';

const rank = <Row,>(rows: readonly Row[]): Column<Row> => ({
  header: '#',
  numeric: true,
  cell: (row) => String(rows.indexOf(row) + 1),
});

export function CaseTotalsSection({ rows }: { rows: readonly CaseTotals[] }) {
  const columns: Column<CaseTotals>[] = [
    rank(rows),
    {
      header: 'Case',
      name: true,
      cell: (r) => (
        <Link to={hrefOf('lossReport', { subPage: `case-${r.caseId}` })}>{r.caseCaption}</Link>
      ),
    },
    { header: 'Clients', numeric: true, cell: (r) => formatNumber(r.clientsCount) },
    { header: 'Accounts', numeric: true, cell: (r) => formatNumber(r.accountsCount) },
    ...lossColumns<CaseTotals>(),
    {
      header: 'Run',
      nowrap: true,
      cell: (r) => (
        <Link to={hrefOf('lossRuns', undefined, { run: r.runId })}>
          {formatDateTime(r.finishedAt)}
        </Link>
      ),
    },
  ];
  return (
    <section className="card" aria-labelledby="totals-by-case">
      <h2 id="totals-by-case" className="loss-section-title">
        Totals by case
      </h2>
      <LossBars
        title="Net loss by case, FIFO and LIFO"
        rows={chartRows(rows, (r) => caseLabel(r.caseCaption))}
        total={rows.length}
      />
      <TotalsTable label="Totals by case" columns={columns} rows={rows} rowKey={(r) => r.caseId} />
    </section>
  );
}

export function ClientTotalsSection({ rows }: { rows: readonly ClientTotals[] }) {
  const columns: Column<ClientTotals>[] = [
    rank(rows),
    {
      header: 'Client',
      name: true,
      cell: (r) => (
        <Link to={hrefOf('lossReport', { subPage: `client-${r.clientId}` })}>{r.clientName}</Link>
      ),
    },
    { header: 'Cases', numeric: true, cell: (r) => formatNumber(r.casesCount) },
    ...lossColumns<ClientTotals>(),
  ];
  return (
    <section className="card" aria-labelledby="totals-by-client">
      <h2 id="totals-by-client" className="loss-section-title">
        Totals by client
      </h2>
      <LossBars
        title="Net loss by client, FIFO and LIFO"
        rows={chartRows(rows, (r) => r.clientName)}
        total={rows.length}
      />
      <TotalsTable
        label="Totals by client"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.clientId}
      />
    </section>
  );
}
