/** The Chart's props, apart from the implementation so the shell never sees recharts. */
import type { ReactNode } from 'react';

export type ChartX = string | number;

export interface ChartSeries<Row> {
  key: keyof Row & string;
  label: string;
  kind: 'line' | 'bar' | 'area';
  /** 'right': on a second axis scaled to the lower quarter of the plot (volume under a price). */
  axis?: 'left' | 'right';
  /** The exact value in the tooltip; the axis format when absent. */
  format?: (value: number) => string;
}

/** A shaded span of x, e.g. the class period; snapped to the nearest x values in the data. */
export interface ChartBand {
  from: ChartX;
  to: ChartX;
  label?: string;
  /**
   * 'alt': a second colour, for a span shown beside the first (a lookback after a period);
   * 'missing': data that should be there and is not (trading days without a close).
   */
  tone?: 'default' | 'alt' | 'missing';
}

/** A vertical line at an x, e.g. a disclosure; drawn at the first data x on or after it. */
export interface ChartMarker {
  x: ChartX;
  label: string;
}

/**
 * A dot at a point of the plot, e.g. a price drop on the close line; drawn at the first data x
 * on or after `x`, and left out when `x` is outside the data.
 */
export interface ChartPoint {
  x: ChartX;
  /** On the left axis. */
  y: number;
  /** A short text over the dot (`-23%`); none on a crowded or narrow chart. */
  label?: string;
  /** 'up' and 'down': triangles in their own colours (a purchase, a sale); a red dot otherwise. */
  symbol?: 'dot' | 'up' | 'down';
}

/** A horizontal line at a value of the left axis, e.g. a mean price. */
export interface ChartLevel {
  y: number;
  label: string;
}

export interface ChartProps<Row extends object, X extends keyof Row & string = keyof Row & string> {
  /** What the chart shows, for people who cannot see it (the figure is one image to them). */
  ariaLabel: string;
  /** Sorted by x: bands and markers are placed by it. */
  data: readonly Row[];
  xKey: X;
  series: readonly ChartSeries<Row>[];
  bands?: readonly ChartBand[];
  markers?: readonly ChartMarker[];
  points?: readonly ChartPoint[];
  levels?: readonly ChartLevel[];
  /** In px; the placeholder while the chart loads has the same height. */
  height?: number;
  yFormat?: (value: number) => string;
  /**
   * Whether the left axis includes zero (the default: bars and amounts must; negative values
   * reach below it). A price line reads better scaled to its own range: `false`.
   */
  yFromZero?: boolean;
  /** Leaves out the second axis's ticks, e.g. on a phone; the tooltip still gives the values. */
  hideRightAxis?: boolean;
  /** The second (right) axis; `yFormat` when absent. */
  rightFormat?: (value: number) => string;
  xFormat?: (value: Row[X]) => string;
  caption?: ReactNode;
}

/** What the implementation works with: rows as plain records. */
export type LooseChartProps = Omit<ChartProps<Record<string, unknown>, string>, 'xFormat'> & {
  xFormat?: (value: unknown) => string;
};

export const DEFAULT_CHART_HEIGHT = 260;
