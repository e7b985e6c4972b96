/** The scorecard's totals as facts, and its recoveries against losses as a chart. */
import type { Scorecards } from '@backoffice/core/api';
import { Chart } from '../../components/chart/Chart.tsx';
import {
  formatCents,
  formatMoneyCompact,
  formatNumber,
  formatRate,
} from '../../lib/format/format.ts';
import type { ScorecardRow } from './scorecard-columns.ts';

const exact = (n: number) => formatCents(Math.round(n * 100));
const short = (value: unknown): string => {
  const text = String(value);
  return text.length > 16 ? `${text.slice(0, 15)}…` : text;
};

export function ScorecardFacts({ total }: { total: Scorecards['total'] }) {
  const facts = [
    ['FIFO net loss', formatCents(total.lossCents)],
    ['Claims', formatCents(total.claimCents)],
    ['Recoveries (estimated)', formatCents(total.recoveryCents)],
    ['Recovery rate', formatRate(total.recoveryRate)],
    ['Recovered', formatNumber(total.outcomes.recovered)],
    ['Pending', formatNumber(total.outcomes.pending)],
    ['Dismissed', formatNumber(total.outcomes.dismissed)],
  ];
  return (
    <dl className="client-report__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The most recovered first; beyond `top` the chart would be unreadable (the table has them all). */
export function ScorecardChart({
  rows,
  top = 12,
}: {
  rows: readonly ScorecardRow[];
  top?: number;
}) {
  const data = rows.slice(0, top).map((r) => ({
    name: r.name,
    loss: r.lossCents / 100,
    recovery: r.recoveryCents / 100,
  }));
  if (data.length === 0)
    return <p className="muted">No completed loss run has lines you may see.</p>;
  return (
    <Chart
      ariaLabel={`Recoveries against losses: ${data.map((d) => `${d.name} loss ${exact(d.loss)}, recovered ${exact(d.recovery)}`).join('; ')}`}
      data={data}
      xKey="name"
      series={[
        { key: 'loss', label: 'FIFO net loss', kind: 'bar', format: exact },
        { key: 'recovery', label: 'Recovery', kind: 'bar', format: exact },
      ]}
      yFormat={(n) => formatMoneyCompact(n)}
      xFormat={short}
      height={280}
    />
  );
}
