/**
 * The selected drop's security: its daily close from a year before the drop to a few months
 * after, every drop under the current thresholds dotted on it and the selected one marked, and
 * the way to a case: the case that covers the drop, or (with CREATE) a new case prefilled from it.
 */
import type { SecurityDrop } from '@backoffice/core/api';
import { caseFromDrop } from '@backoffice/core/domain';
import { Link } from 'react-router-dom';
import { Chart } from '../../components/chart/Chart.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../lib/hooks/use-media-query.ts';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { dropPoints, formatChange } from '../../components/price-chart/drop-points.ts';
import { usePriceHistory } from '../../components/price-chart/use-price-history.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format/format.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { chartSpan, type DropSelection, type DropThresholds } from './drop-selection.ts';

interface Props {
  selection: DropSelection;
  thresholds: DropThresholds;
}

function CaseAction({ drop }: { drop: SecurityDrop | undefined }) {
  const canCreate = useCan('createCase');
  if (!drop) return null;
  if (drop.caseId !== null) {
    return (
      <Link className="button" to={hrefOf('case', { caseId: drop.caseId })}>
        Open case {drop.caseId}
      </Link>
    );
  }
  if (!canCreate) return null;
  return (
    <Link
      className="button button--primary"
      to={hrefOf('createNewCase', undefined, { ...caseFromDrop(drop.securityId, drop.date) })}
    >
      Create a case from this drop
    </Link>
  );
}

export function DropChart({ selection, thresholds }: Props) {
  const { securityId, date } = selection;
  const narrow = useMediaQuery(PHONE_QUERY);
  const span = chartSpan(date);
  const security = useApiQuery('getSecurity', { params: { id: securityId } });
  const prices = usePriceHistory(securityId, span.from, true, span.to);
  const drops = useApiQuery('listSecurityDrops', {
    query: {
      ...thresholds,
      securityId,
      from: span.from,
      to: span.to,
      sort: 'date:asc',
      pageSize: 100,
    },
  });
  const selected = drops.data?.items.find((d) => d.date === date);
  const currency = security.data?.currency ?? 'USD';
  const ticker = security.data?.ticker ?? securityId;
  const money = (n: number) => formatMoney(n, currency);
  const rows = prices.data ?? [];
  const days = rows.map((r) => r.date);
  const shown = drops.data?.items ?? [];

  let body;
  if (prices.isError || drops.isError) {
    body = (
      <LoadFailure
        what={`The prices of ${ticker}`}
        error={prices.error ?? drops.error}
        onRetry={() => void (prices.isError ? prices.refetch() : drops.refetch())}
      />
    );
  } else if (prices.isPending) {
    body = (
      <p className="muted" role="status">
        Loading the prices…
      </p>
    );
  } else {
    body = (
      <Chart
        ariaLabel={`${ticker} daily close from ${formatDate(days[0])} to ${formatDate(days.at(-1))}; ${String(shown.length)} drops marked; selected drop on ${formatDate(date)}`}
        data={rows}
        xKey="date"
        series={[
          { key: 'close', label: 'Close', kind: 'line', format: money },
          { key: 'volume', label: 'Volume', kind: 'bar', axis: 'right', format: formatNumber },
        ]}
        markers={[{ x: date, label: 'Selected drop' }]}
        points={dropPoints(shown, !narrow, days)}
        yFormat={money}
        yFromZero={false}
        hideRightAxis
        xFormat={formatDate}
        height={narrow ? 240 : 320}
        caption={`Red dots: drops under the thresholds above. Prices in ${currency}.`}
      />
    );
  }

  return (
    <section className="card drop-chart" aria-labelledby="drop-chart-title">
      <header className="drop-chart__header">
        <h2 id="drop-chart-title" className="drop-chart__title">
          {ticker} on {formatDate(date)}
          {selected ? ` · ${formatChange(selected.change)}` : ''}
        </h2>
        <CaseAction drop={selected} />
      </header>
      {body}
    </section>
  );
}
