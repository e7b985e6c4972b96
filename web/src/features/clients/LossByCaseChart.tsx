/** A bar per case: the recognised loss of the client's newest completed run on it. */
import { Chart } from '../../components/chart/Chart.tsx';
import { Banner } from '../../components/feedback/Banner.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatMoney, formatMoneyCompact } from '../../lib/format/format.ts';
import { ChartCard } from './ChartCard.tsx';
import { caseLabel } from './case-label.ts';
import { lossByCase } from './client-charts.ts';

/** The most runs one request brings; a client with more is told the chart is partial. */
const RUNS = 100;
const TITLE = 'Recognized loss by case';

export function LossByCaseChart({ clientId }: { clientId: string }) {
  const query = useApiQuery('listLossRuns', {
    query: { clientId, status: 'completed', sort: 'createdAt:desc', pageSize: RUNS },
  });
  if (query.isPending) return <ChartCard title={TITLE} loading />;
  if (query.isError) {
    return (
      <ChartCard title={TITLE}>
        <Banner tone="error">The chart could not be loaded.</Banner>
      </ChartCard>
    );
  }
  const rows = lossByCase(query.data.items);
  if (rows.length === 0) return null;
  const partial =
    query.data.total > RUNS ? ` Only the ${String(RUNS)} newest runs are counted.` : '';
  return (
    <ChartCard title={TITLE}>
      <Chart
        ariaLabel={`${TITLE}: ${rows.map((r) => `${r.caseCaption} ${formatMoney(r.loss)}`).join('; ')}`}
        data={rows}
        xKey="caseCaption"
        xFormat={caseLabel}
        series={[
          { key: 'loss', label: 'Recognized loss', kind: 'bar', format: (n) => formatMoney(n) },
        ]}
        height={240}
        yFormat={(n) => formatMoneyCompact(n)}
        caption={`Each case once, from its newest completed run (in USD).${partial}`}
      />
    </ChartCard>
  );
}
