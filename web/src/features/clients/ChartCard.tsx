/** The frame of a tab's chart: a heading over the chart, or a still placeholder while loading. */
import type { ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  loading?: boolean;
  children?: ReactNode;
}

export function ChartCard({ title, loading, children }: ChartCardProps) {
  return (
    <section className="card client-chart" aria-busy={loading ? true : undefined}>
      <h2 className="client-chart__title">{title}</h2>
      {loading ? <div className="client-chart__placeholder" /> : children}
    </section>
  );
}
