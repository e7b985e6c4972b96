/** The drawing behind Chart.tsx (lazy: recharts stays out of the shell). */
import type { ReactElement } from 'react';
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceArea,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartColors } from './chart-colors.ts';
import { bandFill, pointLook } from './chart-marks.tsx';
import type { ChartSeries, LooseChartProps } from './chart-types.ts';
import { overlayTop } from './overlay-scale.ts';
import { snapBand, snapInside, snapToData } from './snap.ts';
import { tickCandidates } from './tick-candidates.ts';

type Row = Record<string, unknown>;

const TICK_FONT = 12;
/**
 * The grid has no vertical lines, yet recharts works out where they would go, measuring a label
 * for every x (see tick-candidates.ts): told there are none, it measures nothing.
 */
const NO_VERTICAL_LINES = () => [];
const TOOLTIP_STYLE = {
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-md)',
  boxShadow: 'var(--shadow-overlay)',
  fontSize: 'var(--font-size-sm)',
};

function seriesElement(series: ChartSeries<Row>, color: string): ReactElement {
  const common = {
    dataKey: series.key,
    name: series.label,
    yAxisId: series.axis ?? 'left',
    isAnimationActive: false,
  };
  switch (series.kind) {
    case 'bar':
      // Bars on the second axis are volume under a price: quieter than the line above them.
      return (
        <Bar
          key={series.key}
          {...common}
          fill={color}
          fillOpacity={series.axis === 'right' ? 0.5 : 1}
          maxBarSize={48}
        />
      );
    case 'area':
      return (
        <Area
          key={series.key}
          {...common}
          type="monotone"
          stroke={color}
          fill={color}
          fillOpacity={0.15}
        />
      );
    case 'line':
      return (
        <Line
          key={series.key}
          {...common}
          type="monotone"
          stroke={color}
          strokeWidth={2}
          dot={false}
        />
      );
  }
}

/** Every value on the second axis. */
function rightValues(data: readonly Row[], series: readonly ChartSeries<Row>[]): unknown[] {
  const keys = series.filter((s) => s.axis === 'right').map((s) => s.key);
  return data.flatMap((row) => keys.map((key) => row[key]));
}

/** Bars first, so lines and areas are drawn over them; colours keep the declared order. */
function drawOrder(series: readonly ChartSeries<Row>[]) {
  const all = series.map((s, index) => ({ s, index }));
  return [...all.filter(({ s }) => s.kind === 'bar'), ...all.filter(({ s }) => s.kind !== 'bar')];
}

export default function ChartImpl(props: LooseChartProps) {
  const { data, xKey, series, bands = [], markers = [], points = [], levels = [], height } = props;
  const { yFormat, xFormat, yFromZero = true } = props;
  const rightFormat = props.rightFormat ?? yFormat;
  const colors = chartColors();
  const xs = data.map((row) => row[xKey]);
  const tick = { fontSize: TICK_FONT, fill: colors.text };
  const formatOf = (key: unknown): ((n: number) => string) | undefined => {
    const found = series.find((s) => s.key === key);
    return found?.format ?? (found?.axis === 'right' ? rightFormat : yFormat);
  };
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart
        data={data}
        margin={{ top: 16, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid
          stroke={colors.grid}
          vertical={false}
          verticalCoordinatesGenerator={NO_VERTICAL_LINES}
        />
        <XAxis
          dataKey={xKey}
          ticks={tickCandidates(xs)}
          tickFormatter={xFormat}
          tick={tick}
          minTickGap={16}
        />
        <YAxis
          yAxisId="left"
          tickFormatter={yFormat}
          tick={tick}
          width={64}
          domain={yFromZero ? [(min: number) => Math.min(0, min), 'auto'] : ['auto', 'auto']}
        />
        {rightFormat && series.some((s) => s.axis === 'right') ? (
          <YAxis
            yAxisId="right"
            orientation="right"
            hide={props.hideRightAxis}
            domain={[0, overlayTop(rightValues(data, series))]}
            allowDataOverflow
            tickFormatter={rightFormat}
            tick={tick}
            width={64}
          />
        ) : null}
        {bands.map((band) => {
          const span = snapBand(xs, band.from, band.to);
          const { fill, opacity } = bandFill(band, colors);
          return span ? (
            <ReferenceArea
              key={`${String(band.from)}-${String(band.to)}`}
              {...span}
              yAxisId="left"
              fill={fill}
              fillOpacity={opacity}
              label={
                band.label
                  ? {
                      value: band.label,
                      position: 'insideTop',
                      fill: colors.text,
                      fontSize: TICK_FONT,
                    }
                  : undefined
              }
            />
          ) : null;
        })}
        {drawOrder(series).map(({ s, index }) =>
          seriesElement(s, colors.series[index % colors.series.length] ?? ''),
        )}
        {markers.map((marker) => {
          const x = snapToData(xs, marker.x, 'ceil');
          return x === undefined ? null : (
            <ReferenceLine
              key={`${String(marker.x)}-${marker.label}`}
              x={x}
              yAxisId="left"
              stroke={colors.marker}
              strokeDasharray="4 3"
              label={{
                value: marker.label,
                position: 'insideTopRight',
                fill: colors.marker,
                fontSize: TICK_FONT,
              }}
            />
          );
        })}
        {points.map((point) => {
          const x = snapInside(xs, point.x);
          const look = pointLook(point, colors);
          return x === undefined ? null : (
            <ReferenceDot
              key={`${String(point.x)}-${String(point.y)}-${point.symbol ?? 'dot'}`}
              x={x}
              y={point.y}
              yAxisId="left"
              r={5}
              fill={look.fill}
              stroke={colors.surface}
              strokeWidth={1.5}
              shape={look.shape}
              // A point off the line (a trade's price) widens the axis rather than vanishing.
              ifOverflow="extendDomain"
              label={
                point.label
                  ? {
                      value: point.label,
                      position: 'top',
                      fill: look.fill,
                      fontSize: TICK_FONT,
                    }
                  : undefined
              }
            />
          );
        })}
        {levels.map((level) => (
          <ReferenceLine
            key={`level-${level.label}`}
            y={level.y}
            yAxisId="left"
            stroke={colors.series[1]}
            strokeDasharray="6 3"
            ifOverflow="extendDomain"
            label={{
              value: level.label,
              position: 'insideBottomLeft',
              fill: colors.text,
              fontSize: TICK_FONT,
            }}
          />
        ))}
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(label: unknown) => (xFormat ? xFormat(label) : String(label))}
          formatter={(value, name, item) => {
            const format = formatOf(item.dataKey);
            return [typeof value === 'number' && format ? format(value) : value, name];
          }}
        />
        {series.length > 1 ? <Legend wrapperStyle={{ fontSize: TICK_FONT }} /> : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
