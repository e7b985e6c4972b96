/**
 * The position over time: the quantity and the market value the custodian reported at each
 * report date, with the holding's own date marked. Quantity and value get a chart each, as
 * one axis cannot carry shares and dollars.
 */
import type { Holding } from '@backoffice/core/api';
import { Chart } from '../../../components/chart/Chart.tsx';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import {
  formatDate,
  formatMoney,
  formatMoneyCompact,
  formatNumber,
} from '../../../lib/format/format.ts';

/** The most reports one read gives; quarterly reports make that 25 years. */
const REPORTS = 100;
const compactNumber = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

export function PositionHistory({ holding }: { holding: Holding }) {
  const history = useApiQuery('listHoldings', {
    query: {
      accountId: holding.accountId,
      securityId: holding.securityId,
      sort: 'asOfDate:desc',
      pageSize: REPORTS,
    },
  });
  if (history.isError) {
    return (
      <section className="card trading__section" aria-labelledby="position-history">
        <h2 id="position-history">Position over time</h2>
        <LoadFailure
          what="The position's history"
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      </section>
    );
  }
  const rows = history.data ? [...history.data.items].reverse() : [];
  const first = rows[0]?.asOfDate;
  const last = rows.at(-1)?.asOfDate;
  const money = (n: number) => formatMoney(n, holding.currency);
  const marker = [{ x: holding.asOfDate, label: 'This report' }];
  const span =
    first && last
      ? `${String(rows.length)} reports, ${formatDate(first)} – ${formatDate(last)}${
          (history.data?.total ?? 0) > REPORTS ? ` (the latest ${String(REPORTS)})` : ''
        }.`
      : '';
  return (
    <section
      className="card trading__section"
      aria-labelledby="position-history"
      aria-busy={history.isPending}
    >
      <h2 id="position-history">Position over time</h2>
      {history.isPending ? (
        <div className="trading__chart-placeholder" />
      ) : (
        <div className="trading__charts">
          <Chart
            ariaLabel={`Quantity held over time: ${rows.map((r) => `${formatDate(r.asOfDate)} ${formatNumber(r.quantity)}`).join('; ')}`}
            data={rows}
            xKey="asOfDate"
            xFormat={formatDate}
            series={[{ key: 'quantity', label: 'Quantity', kind: 'area', format: formatNumber }]}
            yFormat={(n) => compactNumber.format(n)}
            markers={marker}
            height={220}
            caption={`Quantity (shares). ${span}`}
          />
          <Chart
            ariaLabel={`Market value over time: ${rows.map((r) => `${formatDate(r.asOfDate)} ${money(r.marketValue)}`).join('; ')}`}
            data={rows}
            xKey="asOfDate"
            xFormat={formatDate}
            series={[{ key: 'marketValue', label: 'Market value', kind: 'line', format: money }]}
            yFormat={(n) => formatMoneyCompact(n, holding.currency)}
            markers={marker}
            height={220}
            caption={`Market value in ${holding.currency}.`}
          />
        </div>
      )}
    </section>
  );
}
