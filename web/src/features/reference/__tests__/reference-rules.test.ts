import type { Case, PriceDrop } from '@backoffice/core/api';
import { describe, expect, it } from 'vitest';
import { changedFields } from '../changed-fields.ts';
import { chartSummary, classPeriodBands, dropPoints, shortCaption } from '../price-chart-parts.ts';
import { priceRangeOf, rangeStart } from '../price-range.ts';

describe('the price chart range', () => {
  it('should count years back from the last close, and show everything for All', () => {
    expect(rangeStart('2025-06-30', '1y')).toBe('2024-07-01');
    expect(rangeStart('2025-06-30', '3y')).toBe('2022-07-01');
    expect(rangeStart('2025-06-30', 'all')).toBeUndefined();
  });

  it('should read an unknown range in the address as the default', () => {
    expect(priceRangeOf('3y')).toBe('3y');
    expect(priceRangeOf('10y')).toBe('all');
    expect(priceRangeOf(null)).toBe('all');
  });
});

const acme = {
  caption: 'In re Acme Widgets Holdings Securities Litigation',
  classPeriodStart: '2023-01-03',
  classPeriodEnd: '2023-09-29',
} as Case;
const drop = { date: '2023-10-02', close: 12.5, change: -0.234 } as PriceDrop;

describe('what the security chart draws', () => {
  it('should shade each case’s class period, labelled by a short caption on a wide screen', () => {
    expect(shortCaption(acme.caption)).toBe('Acme Widgets Holdings…');
    expect(classPeriodBands([acme], true)).toEqual([
      { from: '2023-01-03', to: '2023-09-29', label: 'Acme Widgets Holdings…' },
    ]);
    expect(classPeriodBands([acme], false)[0]).not.toHaveProperty('label');
  });

  it('should dot each drop on its close, labelled by its fall unless another is too close', () => {
    const days = Array.from({ length: 100 }, (_, i) => `2023-${String(i).padStart(3, '0')}`);
    const at = (i: number, change: number) => ({ ...drop, date: days[i]!, change });
    expect(dropPoints([at(10, -0.234)], true, days)).toEqual([
      { x: days[10], y: 12.5, label: '-23%' },
    ]);
    expect(dropPoints([at(10, -0.234)], false, days)).toEqual([{ x: days[10], y: 12.5 }]);
    // Two days apart on a 100-day chart: neither label; the far one keeps its own.
    const points = dropPoints([at(10, -0.2), at(12, -0.3), at(60, -0.4)], true, days);
    expect(points.map((p) => p.label)).toEqual([undefined, undefined, '-40%']);
  });

  it('should say in words what the chart shows, counting only what is inside its days', () => {
    const days = ['2023-06-01', '2023-12-29'];
    expect(chartSummary('ACME', days, [acme], [drop, { ...drop, date: '2024-03-01' }])).toBe(
      'ACME daily close and volume from Jun 1, 2023 to Dec 29, 2023; 1 class period shaded; 1 price drop marked',
    );
    expect(chartSummary('ACME', [], [], [])).toBe('ACME: no prices');
  });
});

describe('what an edit sends', () => {
  it('should send only the fields that changed', () => {
    const account = { name: 'Core equity', type: 'separate', status: 'open', closedOn: null };
    expect(changedFields(account, { ...account, status: 'closed' })).toEqual({ status: 'closed' });
    expect(changedFields(account, account)).toEqual({});
  });
});
