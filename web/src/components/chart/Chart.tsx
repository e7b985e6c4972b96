/**
 * A chart of rows over x (dates, names): lines, bars and areas, shaded bands and event markers.
 * recharts is large, so it loads with the first chart, never with the shell; meanwhile a
 * placeholder of the same height holds the layout still.
 */
import { lazy, Suspense } from 'react';
import './chart.css';
import { DEFAULT_CHART_HEIGHT, type ChartProps, type LooseChartProps } from './chart-types.ts';

const ChartImpl = lazy(() => import('./ChartImpl.tsx'));

export function Chart<Row extends object, X extends keyof Row & string>(props: ChartProps<Row, X>) {
  const height = props.height ?? DEFAULT_CHART_HEIGHT;
  return (
    <figure className="chart">
      <div className="chart__plot" role="img" aria-label={props.ariaLabel} style={{ height }}>
        <Suspense fallback={<div className="chart__placeholder" style={{ height }} />}>
          {/* Rows are typed for the caller; the drawing only needs them as records. */}
          <ChartImpl {...(props as unknown as LooseChartProps)} height={height} />
        </Suspense>
      </div>
      {props.caption ? <figcaption className="chart__caption">{props.caption}</figcaption> : null}
    </figure>
  );
}
