/**
 * How points and bands are drawn: a red dot by default (a price drop), a triangle pointing up or
 * down in its own colour (a purchase, a sale), so two kinds of event read apart without a legend
 * and without colour alone; the second band tone for a span shown beside the first.
 */
import type { ReactElement } from 'react';
import type { ChartColors } from './chart-colors.ts';
import type { ChartBand, ChartPoint } from './chart-types.ts';

const SIZE = 6;

interface ShapeProps {
  cx?: number;
  cy?: number;
}

function triangle(up: boolean, fill: string, stroke: string) {
  function Triangle({ cx = 0, cy = 0 }: ShapeProps): ReactElement<SVGElement> {
    const tip = up ? cy - SIZE : cy + SIZE;
    const base = up ? cy + SIZE * 0.7 : cy - SIZE * 0.7;
    return (
      <path
        d={`M${cx},${tip} L${cx + SIZE},${base} L${cx - SIZE},${base} Z`}
        fill={fill}
        stroke={stroke}
        strokeWidth={1.5}
      />
    );
  }
  return Triangle;
}

export interface PointLook {
  fill: string;
  shape?: (props: ShapeProps) => ReactElement<SVGElement>;
}

export function pointLook(point: ChartPoint, colors: ChartColors): PointLook {
  switch (point.symbol) {
    case 'up': {
      const fill = colors.series[2] ?? colors.marker;
      return { fill, shape: triangle(true, fill, colors.surface) };
    }
    case 'down':
      return { fill: colors.marker, shape: triangle(false, colors.marker, colors.surface) };
    default:
      return { fill: colors.marker };
  }
}

export function bandFill(band: ChartBand, colors: ChartColors): { fill: string; opacity: number } {
  if (band.tone === 'alt') return { fill: colors.series[1] ?? colors.band, opacity: 0.14 };
  if (band.tone === 'missing') return { fill: colors.marker, opacity: 0.18 };
  return { fill: colors.band, opacity: 1 };
}
