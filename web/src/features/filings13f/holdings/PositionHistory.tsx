/**
 * One filer's position in one security over every quarter it reported: shares (bars) and value
 * (line) on a chart, and a table with each quarter's change badge. Options and principal
 * amounts are listed apart from the shares, never added to them.
 */
import type { FilingPosition } from '@backoffice/core/api';
import { quarterLabel } from '@backoffice/core/domain';
import { Link } from 'react-router-dom';
import { Chart } from '../../../components/chart/Chart.tsx';
import { LocalTable } from '../../../components/data-table/LocalTable.tsx';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { formatMoneyCompact, formatMoneyWhole, formatNumber } from '../../../lib/format/format.ts';
import { HISTORY_COLUMNS, kindLabel } from './position-columns.tsx';

interface Props {
  filerId: string;
  cusip: string;
  /** Where "who holds it" leads, and closing the panel. */
  holdersHref: string;
  closeHref: string;
}

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact' });

interface Point {
  quarter: string;
  shares: number;
  value: number;
}

function HistoryChart({ rows }: { rows: readonly FilingPosition[] }) {
  const data: Point[] = rows.map((p) => ({
    quarter: quarterLabel(p.period),
    shares: p.shares,
    value: p.value,
  }));
  const described = data.map((d) => `${d.quarter}: ${formatNumber(d.shares)} shares`).join('; ');
  return (
    <Chart
      ariaLabel={`Shares held by quarter. ${described}`}
      data={data}
      xKey="quarter"
      series={[
        { key: 'shares', label: 'Shares', kind: 'bar', format: (n) => formatNumber(n) },
        {
          key: 'value',
          label: 'Value',
          kind: 'line',
          axis: 'right',
          format: (n) => formatMoneyWhole(n),
        },
      ]}
      yFormat={(n) => COMPACT.format(n)}
      rightFormat={(n) => formatMoneyCompact(n)}
      height={260}
      caption="Shares at each quarter end (bars) and their reported value in USD (line)."
    />
  );
}

export function PositionHistory({ filerId, cusip, holdersHref, closeHref }: Props) {
  const query = useApiQuery('listFilingPositions', {
    query: { filerId, cusip, sort: 'period:asc', pageSize: 100 },
  });
  const rows = query.data?.items ?? [];
  const shares = rows.filter((p) => p.kind === 'SH');
  const others = rows.filter((p) => p.kind !== 'SH');
  const first = rows[0];
  let body;
  if (query.isError) {
    body = (
      <LoadFailure what="The position" error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (query.isPending) body = <p className="muted">Loading the position…</p>;
  else if (rows.length === 0) body = <p className="muted">This filer never reported {cusip}.</p>;
  else {
    body = (
      <>
        {shares.length > 0 ? <HistoryChart rows={shares} /> : null}
        <LocalTable
          rows={shares.length > 0 ? shares : rows}
          columns={HISTORY_COLUMNS}
          label={`${first?.filerName ?? ''} ${cusip} by quarter`}
          pageSize={25}
        />
        {others.length > 0 && shares.length > 0 ? (
          <LocalTable
            rows={others}
            columns={[
              {
                field: 'kind',
                header: 'Kind',
                format: (p: FilingPosition) => kindLabel(p.kind),
                width: 130,
              },
              ...HISTORY_COLUMNS,
            ]}
            label={`${first?.filerName ?? ''} ${cusip} options and principal by quarter`}
            pageSize={10}
          />
        ) : null}
      </>
    );
  }
  return (
    <section className="f13-panel" aria-labelledby="f13-history-title">
      <div className="f13-panel__head">
        <h2 id="f13-history-title" className="f13-panel__title">
          {first
            ? `${first.filerName}: ${first.issuer} (${cusip}) over time`
            : `${cusip} over time`}
        </h2>
        <div className="f13-actions">
          <Link to={holdersHref}>Who holds {cusip}?</Link>
          <Link to={closeHref}>Close</Link>
        </div>
      </div>
      <div className="f13-stack">{body}</div>
    </section>
  );
}
