import { describe, expect, it } from 'vitest';
import type { DailyClose } from '../../../loss/types.ts';
import {
  changeOf,
  effectiveLines,
  estimateProxyLoss,
  isQuarterEnd,
  positionRecord,
  quarterEndsBetween,
  quarterLabel,
  rankByLoss,
  ProxyEstimateError,
  quarterAverageClose,
  quarterChanges,
  reportedValue,
  rollUp,
  valueInDollars,
  valueUnitOf,
  type FiledLine,
} from '../index.ts';

const line = (extra: Partial<FiledLine> = {}): FiledLine => ({
  filerId: 'F1',
  period: '2010-12-31',
  cusip: '191216100',
  securityId: 'S1',
  issuer: 'COCA COLA CO',
  titleOfClass: 'COM',
  value: 1000,
  shares: 100,
  shareType: 'SH',
  putCall: null,
  investmentDiscretion: 'SOLE',
  amendmentNo: 0,
  amendmentType: 'ORIGINAL',
  ...extra,
});

describe('rolling 13-F lines up per CUSIP', () => {
  it('should sum a security listed on eight rows into one position of 200,000,000 shares', () => {
    // Berkshire's 2010 report: Coca-Cola on eight rows, one per sub-manager and discretion.
    const rows = [
      24_255_000, 22_650_000, 16_000_000, 28_000_000, 17_900_000, 22_300_000, 18_895_000,
      50_000_000,
    ].map((shares, i) =>
      line({ shares, value: shares * 65.77, investmentDiscretion: i % 2 ? 'DFND' : 'OTR' }),
    );
    const [position, ...rest] = rollUp(rows);
    expect(rest).toEqual([]);
    expect(position).toMatchObject({ kind: 'SH', shares: 200_000_000, lines: 8 });
    expect(position!.price).toBeCloseTo(65.77, 6);
  });

  it('should keep put and call rows apart from the shares and from each other', () => {
    const positions = rollUp([
      line({ shares: 100 }),
      line({ shares: 50, putCall: 'PUT' }),
      line({ shares: 20, putCall: 'CALL' }),
      line({ shares: 30, putCall: 'PUT' }),
      line({ shares: 5000, shareType: 'PRN', cusip: '191216AA8' }),
    ]);
    const byKind = Object.fromEntries(positions.map((p) => [p.kind, p.shares]));
    expect(byKind).toEqual({ SH: 100, PUT: 80, CALL: 20, PRN: 5000 });
  });

  it('should keep filers and quarters apart', () => {
    const positions = rollUp([
      line(),
      line({ filerId: 'F2' }),
      line({ period: '2011-03-31' }),
      line({ shares: 1 }),
    ]);
    expect(positions.map((p) => [p.filerId, p.period, p.shares])).toEqual([
      ['F1', '2010-12-31', 101],
      ['F2', '2010-12-31', 100],
      ['F1', '2011-03-31', 100],
    ]);
  });
});

describe('the value unit change of 2023', () => {
  it('should read reports filed before 3 January 2023 in thousands and later ones in dollars', () => {
    expect(valueUnitOf('2022-11-14')).toBe('THOUSANDS');
    expect(valueUnitOf('2023-01-02')).toBe('THOUSANDS');
    expect(valueUnitOf('2023-01-03')).toBe('DOLLARS');
    expect(valueUnitOf('2023-02-14')).toBe('DOLLARS');
  });

  it('should give the same price per share on both sides of the change', () => {
    // 1,000,000 shares at $52.30: $52,300 thousand in 2022, $52,300,000 in 2023.
    const before = reportedValue(52_300_000, 'THOUSANDS');
    const after = reportedValue(52_300_000, 'DOLLARS');
    expect([before, after]).toEqual([52_300, 52_300_000]);
    const [q4, q1] = rollUp([
      line({ period: '2022-09-30', shares: 1e6, value: valueInDollars(before, 'THOUSANDS') }),
      line({ period: '2023-03-31', shares: 1e6, value: valueInDollars(after, 'DOLLARS') }),
    ]);
    expect(q4!.price).toBe(52.3);
    expect(q1!.price).toBe(52.3);
  });
});

describe('13-F/A amendments', () => {
  const original = [line({ shares: 100 }), line({ cusip: '037833100', shares: 10 })];

  it('should let a restatement replace the quarter’s report', () => {
    const restated = line({ shares: 90, amendmentNo: 1, amendmentType: 'RESTATEMENT' });
    const kept = effectiveLines([...original, restated]);
    expect(kept).toEqual([restated]);
  });

  it('should let a new-holdings amendment add to the report', () => {
    const added = line({ cusip: '594918104', amendmentNo: 1, amendmentType: 'NEW_HOLDINGS' });
    expect(effectiveLines([...original, added])).toEqual([...original, added]);
  });

  it('should add new holdings filed after a restatement, and drop those filed before it', () => {
    const early = line({ cusip: 'A', amendmentNo: 1, amendmentType: 'NEW_HOLDINGS' });
    const restated = line({ shares: 80, amendmentNo: 2, amendmentType: 'RESTATEMENT' });
    const late = line({ cusip: 'B', amendmentNo: 3, amendmentType: 'NEW_HOLDINGS' });
    const other = line({ period: '2011-03-31' });
    expect(effectiveLines([...original, early, restated, late, other])).toEqual([
      restated,
      late,
      other,
    ]);
  });
});

describe('quarter-over-quarter changes', () => {
  it('should name each change', () => {
    expect(changeOf(null, 10)).toBe('NEW');
    expect(changeOf(10, 20)).toBe('INCREASED');
    expect(changeOf(20, 10)).toBe('DECREASED');
    expect(changeOf(10, 10)).toBe('UNCHANGED');
    expect(changeOf(10, 0)).toBe('CLOSED');
  });

  it('should compare each position with the filer’s previous report and add closed rows', () => {
    const positions = rollUp([
      line({ period: '2022-12-31', shares: 100 }),
      line({ period: '2022-12-31', cusip: 'X', shares: 10 }),
      line({ period: '2022-12-31', cusip: 'Y', shares: 7 }),
      line({ period: '2023-03-31', shares: 150 }),
      line({ period: '2023-03-31', cusip: 'Y', shares: 7 }),
      line({ period: '2023-03-31', putCall: 'PUT', shares: 5 }),
      line({ period: '2023-03-31', filerId: 'F2', shares: 1 }),
      line({ period: '2023-06-30', shares: 120 }),
    ]);
    const seen = quarterChanges(positions).map((p) => [
      p.filerId,
      p.period,
      p.cusip,
      p.kind,
      p.shares,
      p.previousShares,
      p.change,
    ]);
    expect(seen).toEqual([
      ['F1', '2022-12-31', '191216100', 'SH', 100, null, 'NEW'],
      ['F1', '2022-12-31', 'X', 'SH', 10, null, 'NEW'],
      ['F1', '2022-12-31', 'Y', 'SH', 7, null, 'NEW'],
      ['F1', '2023-03-31', '191216100', 'SH', 150, 100, 'INCREASED'],
      ['F1', '2023-03-31', 'Y', 'SH', 7, 7, 'UNCHANGED'],
      ['F1', '2023-03-31', '191216100', 'PUT', 5, null, 'NEW'],
      ['F1', '2023-03-31', 'X', 'SH', 0, 10, 'CLOSED'],
      ['F1', '2023-06-30', '191216100', 'SH', 120, 150, 'DECREASED'],
      ['F1', '2023-06-30', 'Y', 'SH', 0, 7, 'CLOSED'],
      ['F1', '2023-06-30', '191216100', 'PUT', 0, 5, 'CLOSED'],
      ['F2', '2023-03-31', '191216100', 'SH', 1, null, 'NEW'],
    ]);
  });

  it('should list a position under its filer, quarter, CUSIP and kind, in whole dollars', () => {
    const [held, closed] = quarterChanges(
      rollUp([
        line({ period: '2022-12-31', value: 1000.5, shares: 100 }),
        line({ period: '2022-12-31', value: 0.25, shares: 1 }),
        line({ period: '2023-03-31', cusip: 'X', shares: 3 }),
      ]),
    ).filter((p) => p.cusip === '191216100');
    expect(positionRecord(held!)).toEqual({
      id: 'F1.2022-12-31.191216100.SH',
      filerId: 'F1',
      period: '2022-12-31',
      cusip: '191216100',
      securityId: 'S1',
      issuer: 'COCA COLA CO',
      titleOfClass: 'COM',
      kind: 'SH',
      shares: 101,
      value: 1001,
      price: held!.price,
      lines: 2,
      previousShares: null,
      change: 'NEW',
    });
    expect(positionRecord(closed!)).toMatchObject({
      id: 'F1.2023-03-31.191216100.SH',
      shares: 0,
      value: 0,
      change: 'CLOSED',
    });
  });

  it('should know a quarter end', () => {
    expect(['2023-03-31', '2023-06-30', '2023-09-30', '2023-12-31'].every(isQuarterEnd)).toBe(true);
    expect(['2023-03-30', '2023-06-31', '2023-02-28', 'x'].some(isQuarterEnd)).toBe(false);
  });

  it('should list the quarter ends between two, newest first', () => {
    expect(quarterEndsBetween('2022-09-30', '2023-06-30')).toEqual([
      '2023-06-30',
      '2023-03-31',
      '2022-12-31',
      '2022-09-30',
    ]);
    expect(quarterLabel('2022-12-31')).toBe('Q4 2022');
  });
});

/** Weekday closes from `from` to `to`, each day's from `priceOn`. */
function closes(from: string, to: string, priceOn: (date: string) => number): DailyClose[] {
  const out: DailyClose[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`);) {
    const date = d.toISOString().slice(0, 10);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push({ date, close: priceOn(date) });
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

describe('the proxy-trade loss estimate', () => {
  // Q1 2023: $40 in January, $60 after: the quarter's average close, not its last ($60).
  // Q2 $50, Q3 $45; the lookback (from 2023-09-16) at $30: M = M_d = 30.
  const price = (date: string) => {
    if (date >= '2023-09-16') return 30;
    if (date >= '2023-07-01') return 45;
    if (date >= '2023-04-01') return 50;
    return date < '2023-02-01' ? 40 : 60;
  };
  const base = {
    classPeriod: { start: '2023-01-15', end: '2023-09-15' },
    disclosureDate: '2023-09-16',
    closes: closes('2022-10-01', '2024-01-31', price),
  };

  it('should price a quarter’s change at the quarter’s average close', () => {
    const q1 = base.closes.filter((c) => c.date >= '2023-01-01' && c.date <= '2023-03-31');
    const mean = q1.reduce((s, c) => s + c.close, 0) / q1.length;
    expect(quarterAverageClose(base.closes, '2023-03-31')).toBe(Math.round(mean * 100) / 100);
    expect(quarterAverageClose(base.closes, '2023-06-30')).toBe(50);
    expect(() => quarterAverageClose(base.closes, '2021-03-31')).toThrow(ProxyEstimateError);
  });

  it('should take the last report before the class period as the start holding', () => {
    const q1 = quarterAverageClose(base.closes, '2023-03-31');
    // Q3 ends after the disclosure: its average takes in the lookback's $30 days.
    const q3 = quarterAverageClose(base.closes, '2023-09-30');
    expect(q3).toBeLessThan(45);
    const estimate = estimateProxyLoss({
      ...base,
      reports: [
        { period: '2022-09-30', shares: 400 },
        { period: '2022-12-31', shares: 1000 },
        { period: '2023-03-31', shares: 1500 },
        { period: '2023-06-30', shares: 3000 },
        { period: '2023-09-30', shares: 2000 },
      ],
    });
    expect(estimate).toMatchObject({ startHolding: 1000, startPeriod: '2022-12-31' });
    expect(estimate!.trades.map((t) => [t.date, t.side, t.quantity, t.price])).toEqual([
      ['2023-03-31', 'BUY', 500, q1],
      ['2023-06-30', 'BUY', 1500, 50],
      ['2023-09-30', 'SELL', 1000, q3],
    ]);
    // FIFO: the sale of 1,000 (in the lookback, at max(S, M_d = 30) = S) takes the start
    // holding, so nothing; 500 at Q1 and 1,500 at $50 held at M = 30.
    const fifo = 500 * (q1 - 30) + 1500 * (50 - 30);
    expect(estimate!.fifoLoss).toBeCloseTo(fifo, 2);
    // LIFO: the sale takes 1,000 of the $50 lot at S; 500 at $50 and 500 at Q1 held.
    const lifo = 1000 * (50 - q3) + 500 * (50 - 30) + 500 * (q1 - 30);
    expect(estimate!.lifoLoss).toBeCloseTo(lifo, 2);
    expect(estimate!.fifoLoss).toBeGreaterThan(estimate!.lifoLoss);
  });

  it('should read a dropped position as a sale of everything', () => {
    const estimate = estimateProxyLoss({
      ...base,
      reports: [
        { period: '2023-03-31', shares: 1000 },
        { period: '2023-06-30', shares: 0 },
      ],
    });
    const q1 = quarterAverageClose(base.closes, '2023-03-31');
    expect(estimate!.trades.map((t) => t.side)).toEqual(['BUY', 'SELL']);
    expect(estimate!.fifoLoss).toBeCloseTo(1000 * (q1 - 50), 2);
    expect(estimate!.fifoLoss).toBe(estimate!.lifoLoss);
  });

  it('should give no estimate to a filer without the stock from the class period on', () => {
    expect(
      estimateProxyLoss({ ...base, reports: [{ period: '2022-06-30', shares: 100 }] }),
    ).toBeNull();
    expect(
      estimateProxyLoss({
        ...base,
        reports: [
          { period: '2022-06-30', shares: 0 },
          { period: '2023-03-31', shares: 0 },
        ],
      }),
    ).toBeNull();
  });

  it('should count a split between reports as no trade and price in each quarter end’s shares', () => {
    // A 2-for-1 split on 2023-05-15: reports from Q2 on and closes from that day are in the new
    // shares. The same holdings as above, so the same dollars lost, but Q2's report of 6,000 is
    // a purchase of 3,000 new shares (1,500 old), not of 4,500.
    const splits = [{ date: '2023-05-15', ratio: 2 }];
    const split = {
      ...base,
      closes: base.closes.map((c) => (c.date >= '2023-05-15' ? { ...c, close: c.close / 2 } : c)),
      splits,
    };
    const reports = [
      { period: '2022-12-31', shares: 1000 },
      { period: '2023-03-31', shares: 1500 },
      { period: '2023-06-30', shares: 6000 },
      { period: '2023-09-30', shares: 4000 },
    ];
    const q1 = quarterAverageClose(split.closes, '2023-03-31', splits);
    // Q2: $50 old shares before the split and $25 new ones after: $25 a new share throughout.
    expect(quarterAverageClose(split.closes, '2023-06-30', splits)).toBe(25);
    const q3 = quarterAverageClose(split.closes, '2023-09-30', splits);
    const estimate = estimateProxyLoss({ ...split, reports });
    expect(estimate).toMatchObject({ startHolding: 1000, shares: 4000 });
    expect(estimate!.trades.map((t) => [t.date, t.side, t.quantity, t.price])).toEqual([
      ['2023-03-31', 'BUY', 500, q1],
      ['2023-06-30', 'BUY', 3000, 25],
      ['2023-09-30', 'SELL', 2000, q3],
    ]);
    // In new shares (M = 15): FIFO sells the start holding's 2,000; 1,000 at q1/2 and 3,000 at
    // $25 are held. LIFO sells 2,000 of the $25 lot at S = q3.
    expect(estimate!.fifoLoss).toBeCloseTo(1000 * (q1 / 2 - 15) + 3000 * (25 - 15), 2);
    expect(estimate!.lifoLoss).toBeCloseTo(
      2000 * (25 - q3) + 1000 * (25 - 15) + 1000 * (q1 / 2 - 15),
      2,
    );
    // Without the split, the report's doubling reads as a purchase.
    const unsplit = estimateProxyLoss({ ...split, splits: [], reports });
    expect(unsplit!.trades[1]).toMatchObject({ side: 'BUY', quantity: 4500 });
  });

  it('should ignore reports for quarters after the lookback', () => {
    const reports = [
      { period: '2023-03-31', shares: 1000 },
      { period: '2024-03-31', shares: 5000 },
    ];
    const estimate = estimateProxyLoss({ ...base, reports });
    expect(estimate!.trades).toHaveLength(1);
    expect(estimate!.lastPeriod).toBe('2023-03-31');
  });
});

describe('ranking filers by estimated loss', () => {
  it('should rank by the chosen method, largest loss first, ties by name', () => {
    const rows = [
      { filerName: 'B', fifoLoss: 100, lifoLoss: 300 },
      { filerName: 'A', fifoLoss: 100, lifoLoss: 50 },
      { filerName: 'C', fifoLoss: 200, lifoLoss: -10 },
    ];
    expect(rankByLoss(rows, 'FIFO').map((r) => r.filerName)).toEqual(['C', 'A', 'B']);
    expect(rankByLoss(rows, 'LIFO').map((r) => r.filerName)).toEqual(['B', 'A', 'C']);
  });
});
