import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Chart } from '../Chart.tsx';
import { overlayTop } from '../overlay-scale.ts';
import { snapBand, snapInside, snapToData } from '../snap.ts';
import { MAX_TICK_CANDIDATES, tickCandidates } from '../tick-candidates.ts';

const DAYS = ['2024-01-02', '2024-01-03', '2024-01-05', '2024-01-08'];

describe('chart placement', () => {
  it('should snap a marker to the first day with data on or after it', () => {
    expect(snapToData(DAYS, '2024-01-04', 'ceil')).toBe('2024-01-05');
    expect(snapToData(DAYS, '2024-01-03', 'ceil')).toBe('2024-01-03');
    expect(snapToData(DAYS, '2024-02-01', 'ceil')).toBeUndefined();
  });

  it('should clip a band to the data and drop one that holds no data', () => {
    expect(snapBand(DAYS, '2023-12-01', '2024-01-06')).toEqual({
      x1: '2024-01-02',
      x2: '2024-01-05',
    });
    expect(snapBand(DAYS, '2024-01-06', '2024-01-07')).toBeNull();
    expect(snapBand([1, 2, 10], 2, 9)).toEqual({ x1: 2, x2: 2 });
  });

  it('should place a point on the data and leave out one outside it', () => {
    expect(snapInside(DAYS, '2024-01-04')).toBe('2024-01-05');
    expect(snapInside(DAYS, '2024-01-02')).toBe('2024-01-02');
    expect(snapInside(DAYS, '2023-12-29')).toBeUndefined();
    expect(snapInside(DAYS, '2024-01-09')).toBeUndefined();
    expect(snapInside([], '2024-01-02')).toBeUndefined();
  });
});

describe('the ticks offered to the axis', () => {
  it('should offer every x of a short series', () => {
    expect(tickCandidates(DAYS)).toEqual(DAYS);
    expect(tickCandidates([1, null, 3])).toEqual([1, 3]);
  });

  it('should offer a long series evenly spread, in order, ending on its last x', () => {
    const xs = Array.from({ length: 1_700 }, (_, i) => i);
    const offered = tickCandidates(xs);
    expect(offered.length).toBeLessThanOrEqual(MAX_TICK_CANDIDATES);
    expect(offered.length).toBeGreaterThan(MAX_TICK_CANDIDATES / 2);
    expect(offered.at(-1)).toBe(1_699);
    const gaps = offered.slice(1).map((x, i) => Number(x) - Number(offered[i]));
    expect(new Set(gaps)).toEqual(new Set([gaps[0]]));
    expect(Number(offered[0])).toBeLessThan(gaps[0]!);
  });
});

describe('the second axis under the first', () => {
  it('should keep the usual values in the lower quarter, however high one day was', () => {
    const volumes = [...Array.from({ length: 99 }, (_, i) => 100 + i), 10_000];
    expect(overlayTop(volumes)).toBe(198 * 4);
    expect(overlayTop([5, 10])).toBe(40);
    expect(overlayTop([null, 'x'])).toBe('auto');
    expect(overlayTop([0, 0])).toBe('auto');
  });
});

describe('Chart', () => {
  afterEach(() => {
    cleanup();
  });

  it('should be one labelled image with its caption, holding its height while it loads', () => {
    render(
      <Chart
        ariaLabel="Closing price of ACME, 2024"
        data={[{ date: '2024-01-02', close: 10 }]}
        xKey="date"
        series={[{ key: 'close', label: 'Close', kind: 'line' }]}
        height={200}
        caption="Prices in USD."
      />,
    );
    const image = screen.getByRole('img', { name: 'Closing price of ACME, 2024' });
    expect(image.style.height).toBe('200px');
    expect(screen.getByText('Prices in USD.').tagName).toBe('FIGCAPTION');
  });
});
