/**
 * A security's daily close with its volume beneath, over a chosen span: the class periods of
 * its cases shaded, its detected drops dotted on the close. Long histories load page by page,
 * with a bar saying how far along they are.
 */
import type { Case, PriceDrop, Security } from '@backoffice/core/api';
import { useSearchParams } from 'react-router-dom';
import { Chart } from '../../components/chart/Chart.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../lib/hooks/use-media-query.ts';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format/format.ts';
import { KEEP_SCROLL } from '../../lib/list-state/use-list-state.ts';
import {
  chartDays,
  chartSummary,
  classPeriodBands,
  dropPoints,
  missingBands,
} from './price-chart-parts.ts';
import { priceRangeOf, rangeStart, type PriceRangeId } from './price-range.ts';
import { PriceRangePicker } from './PriceRangePicker.tsx';
import { usePriceHistory } from '../../components/price-chart/use-price-history.ts';
import type { Progress } from '../../lib/api/every-page.ts';

const RANGE_PARAM = 'range';
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const formatVolume = (n: number) => compact.format(n);

interface Props {
  security: Security;
  cases: readonly Case[];
  drops: readonly PriceDrop[];
}

function Loading({ progress }: { progress: Progress }) {
  const { loaded, total } = progress;
  return (
    <div className="price-chart__loading" role="status">
      <span>
        {total === null
          ? 'Loading the prices…'
          : `Loading the prices… ${formatNumber(loaded)} of ${formatNumber(total)} days`}
      </span>
      <progress max={total ?? undefined} value={total === null ? undefined : loaded} />
    </div>
  );
}

function useRange(): [PriceRangeId, (range: PriceRangeId) => void] {
  const [search, setSearch] = useSearchParams();
  const set = (range: PriceRangeId) => {
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(RANGE_PARAM, range);
        return next;
      },
      { replace: true, state: KEEP_SCROLL },
    );
  };
  return [priceRangeOf(search.get(RANGE_PARAM)), set];
}

export function SecurityPriceChart({ security, cases, drops }: Props) {
  const [range, setRange] = useRange();
  const narrow = useMediaQuery(PHONE_QUERY);
  // The closes' own last day: the security's record is not told of imported prices.
  const coverage = useApiQuery('getSecurityPriceCoverage', { params: { id: security.id } });
  const last = coverage.data ? coverage.data.lastDate : security.lastCloseDate;
  const from = last ? rangeStart(last, range) : undefined;
  const prices = usePriceHistory(security.id, from, last !== null);
  // Holidays are off the axis; trading days without a close are on it, empty and marked.
  const { days: rows, missing } = chartDays(prices.data ?? []);
  const money = (n: number) => formatMoney(n, security.currency);
  const days = rows.map((r) => r.date);

  let body;
  if (last === null) {
    body = <p className="muted">No prices of {security.ticker} are recorded yet.</p>;
  } else if (prices.isError) {
    body = (
      <LoadFailure
        what={`The prices of ${security.ticker}`}
        error={prices.error}
        onRetry={() => void prices.refetch()}
      />
    );
  } else if (prices.isPending) {
    body = <Loading progress={prices.progress} />;
  } else {
    body = (
      <Chart
        ariaLabel={chartSummary(security.ticker, days, cases, drops, missing)}
        data={rows}
        xKey="date"
        series={[
          { key: 'close', label: 'Close', kind: 'line', format: money },
          { key: 'volume', label: 'Volume', kind: 'bar', axis: 'right', format: formatNumber },
        ]}
        bands={[...classPeriodBands(cases, !narrow), ...missingBands(missing, !narrow)]}
        // Labels would crowd a phone's chart: the list below names every drop.
        points={dropPoints(drops, !narrow, days)}
        yFormat={money}
        yFromZero={false}
        rightFormat={formatVolume}
        hideRightAxis={narrow}
        xFormat={formatDate}
        height={narrow ? 260 : 360}
        caption={`Shaded: the class period of each case on ${security.ticker}. Red dots: one-day drops of 10% or more.${missing.length > 0 ? ' Red bands: trading days without a close.' : ''} Prices in ${security.currency}.`}
      />
    );
  }

  return (
    <section className="card price-chart" aria-labelledby="price-chart-title">
      <header className="price-chart__header">
        <h2 id="price-chart-title" className="reference-section-title">
          Daily price and volume
        </h2>
        {last === null ? null : <PriceRangePicker value={range} onChange={setRange} />}
      </header>
      {body}
    </section>
  );
}
