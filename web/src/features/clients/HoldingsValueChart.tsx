/**
 * Market value by security on the client's latest reporting date, over all of its accounts.
 * Two small reads: the latest as-of date, then that date's positions.
 */
import { Chart } from '../../components/chart/Chart.tsx';
import { Banner } from '../../components/feedback/Banner.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatDate, formatMoney, formatMoneyCompact } from '../../lib/format/format.ts';
import { ChartCard } from './ChartCard.tsx';
import { valueBySecurity, type ValueBySecurity } from './client-charts.ts';

const POSITIONS = 100;
/** Bars that still read on a phone; the table has the rest. */
const BARS = 12;
const TITLE = 'Market value by security';

function captionOf(chart: ValueBySecurity, asOfDate: string, total: number): string {
  return [
    `As of ${formatDate(asOfDate)}, in ${chart.currency}, all accounts together.`,
    chart.securities.length > BARS
      ? `The ${String(BARS)} largest of ${String(chart.securities.length)} securities.`
      : '',
    chart.otherCurrencyPositions > 0
      ? `${String(chart.otherCurrencyPositions)} position(s) in other currencies are left out.`
      : '',
    total > POSITIONS ? `Only the ${String(POSITIONS)} largest positions are counted.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function HoldingsValueChart({ clientId }: { clientId: string }) {
  const latest = useApiQuery('listHoldings', {
    query: { clientId, sort: 'asOfDate:desc', pageSize: 10 },
  });
  const asOfDate = latest.data?.items[0]?.asOfDate;
  const day = useApiQuery(
    'listHoldings',
    { query: { clientId, asOfDate, sort: 'marketValue:desc', pageSize: POSITIONS } },
    { enabled: asOfDate !== undefined },
  );
  if (latest.isError || day.isError) {
    return (
      <ChartCard title={TITLE}>
        <Banner tone="error">The chart could not be loaded.</Banner>
      </ChartCard>
    );
  }
  if (latest.isSuccess && asOfDate === undefined) return null;
  if (!day.data || asOfDate === undefined) return <ChartCard title={TITLE} loading />;

  const chart = valueBySecurity(day.data.items);
  const bars = chart.securities.slice(0, BARS);
  const money = (n: number) => formatMoney(n, chart.currency);
  return (
    <ChartCard title={TITLE}>
      <Chart
        ariaLabel={`${TITLE}: ${bars.map((b) => `${b.ticker} ${money(b.marketValue)}`).join('; ')}`}
        data={bars}
        xKey="ticker"
        series={[{ key: 'marketValue', label: 'Market value', kind: 'bar', format: money }]}
        height={240}
        yFormat={(n) => formatMoneyCompact(n, chart.currency)}
        caption={captionOf(chart, asOfDate, day.data.total)}
      />
    </ChartCard>
  );
}
