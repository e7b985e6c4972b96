/** FIFO and LIFO net loss side by side, one pair of bars per case or client. */
import { Chart } from '../../../components/chart/Chart.tsx';
import { formatMoney, formatMoneyCompact } from '../../../lib/format/format.ts';
import type { ChartRow } from './overview-rows.ts';

interface Props {
  title: string;
  rows: readonly ChartRow[];
  /** How many there are in all (the chart shows the first few). */
  total: number;
}

const short = (value: unknown): string => {
  const text = String(value);
  return text.length > 16 ? `${text.slice(0, 15)}…` : text;
};

export function LossBars({ title, rows, total }: Props) {
  const described = rows
    .map((r) => `${r.label}: FIFO ${formatMoney(r.fifoNet)}, LIFO ${formatMoney(r.lifoNet)}`)
    .join('; ');
  return (
    <Chart
      ariaLabel={`${title}. ${described}`}
      data={rows}
      xKey="label"
      xFormat={short}
      series={[
        { key: 'fifoNet', label: 'FIFO net', kind: 'bar', format: (n) => formatMoney(n) },
        { key: 'lifoNet', label: 'LIFO net', kind: 'bar', format: (n) => formatMoney(n) },
      ]}
      yFormat={(n) => formatMoneyCompact(n)}
      height={260}
      caption={
        total > rows.length
          ? `The ${String(rows.length)} largest of ${String(total)}, in USD; the table lists all.`
          : 'Net losses in USD (a gain shows below zero).'
      }
    />
  );
}
