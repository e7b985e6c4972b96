/** A pair of bars per case: the client's FIFO and LIFO net loss from its latest completed run. */
import { Chart } from '../../components/chart/Chart.tsx';
import { Banner } from '../../components/feedback/Banner.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatCents, formatMoneyCompact } from '../../lib/format/format.ts';
import { ChartCard } from './ChartCard.tsx';
import { caseLabel } from '../../lib/format/case-label.ts';
import { lossByCase } from './client-charts.ts';

const TITLE = 'Net loss by case';
/** The chart plots dollars; its tooltips give the exact cents. */
const exact = (n: number) => formatCents(Math.round(n * 100));

export function LossByCaseChart({ clientId }: { clientId: string }) {
  const query = useApiQuery('getLossOverview', { query: { clientId } });
  if (query.isPending) return <ChartCard title={TITLE} loading />;
  if (query.isError) {
    return (
      <ChartCard title={TITLE}>
        <Banner tone="error">The chart could not be loaded.</Banner>
      </ChartCard>
    );
  }
  const rows = lossByCase(query.data.byCase);
  if (rows.length === 0) return null;
  return (
    <ChartCard title={TITLE}>
      <Chart
        ariaLabel={`${TITLE}: ${rows.map((r) => `${r.caseCaption} FIFO ${exact(r.fifo)}, LIFO ${exact(r.lifo)}`).join('; ')}`}
        data={rows}
        xKey="caseCaption"
        xFormat={caseLabel}
        series={[
          { key: 'fifo', label: 'FIFO net loss', kind: 'bar', format: exact },
          { key: 'lifo', label: 'LIFO net loss', kind: 'bar', format: exact },
        ]}
        height={240}
        yFormat={(n) => formatMoneyCompact(n)}
        caption="Each case once, from its latest completed loss run (in USD; below zero, a net gain)."
      />
    </ChartCard>
  );
}
