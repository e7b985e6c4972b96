/** FIFO and LIFO estimates of the top filers, one pair of bars each. */
import { Chart } from '../../../components/chart/Chart.tsx';
import { formatMoney, formatMoneyCompact } from '../../../lib/format/format.ts';
import type { RankedFilingLoss } from './loss-columns.tsx';

const TOP = 10;

const short = (value: unknown): string => {
  const text = String(value);
  return text.length > 16 ? `${text.slice(0, 15)}…` : text;
};

export function TopFilersChart({ rows }: { rows: readonly RankedFilingLoss[] }) {
  const top = rows.slice(0, TOP).map((r) => ({
    label: `${String(r.rank)}. ${r.filerName}`,
    fifoLoss: r.fifoLoss,
    lifoLoss: r.lifoLoss,
  }));
  const described = top
    .map((r) => `${r.label}: FIFO ${formatMoney(r.fifoLoss)}, LIFO ${formatMoney(r.lifoLoss)}`)
    .join('; ');
  return (
    <Chart
      ariaLabel={`Estimated losses of the top filers. ${described}`}
      data={top}
      xKey="label"
      xFormat={short}
      series={[
        { key: 'fifoLoss', label: 'FIFO', kind: 'bar', format: (n) => formatMoney(n) },
        { key: 'lifoLoss', label: 'LIFO', kind: 'bar', format: (n) => formatMoney(n) },
      ]}
      yFormat={(n) => formatMoneyCompact(n)}
      height={280}
      caption={
        rows.length > TOP
          ? `The ${String(TOP)} largest of ${String(rows.length)} estimates, in USD; the table lists all.`
          : 'Estimated net losses in USD (a gain shows below zero).'
      }
    />
  );
}
