import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tradingDaysBetween } from '../exchange-calendar.ts';
import { readPriceText } from '../price-file.ts';

const DAYS = tradingDaysBetween('2023-01-01', '2024-12-31');

/** How a vendor may write the same days: date form, delimiter and decimal mark, row order. */
const layout = fc.record({
  dates: fc.constantFrom('iso', 'us', 'european', 'compact', 'month-name'),
  european: fc.boolean(),
  newestFirst: fc.boolean(),
  finalNewline: fc.boolean(),
});

function writeDate(iso: string, form: string): string {
  const [y, m, d] = iso.split('-');
  const names = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  if (form === 'us') return `${Number(m)}/${Number(d)}/${y}`;
  if (form === 'european') return `${d}.${m}.${y}`;
  if (form === 'compact') return `${y}${m}${d}`;
  if (form === 'month-name') return `${Number(d)}-${names[Number(m) - 1]}-${y}`;
  return iso;
}

describe('a price file written in any supported layout', () => {
  it('should read back the same days and closes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DAYS.length - 40 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 2, maxLength: 30 }),
        layout,
        (start, cents, how) => {
          const days = DAYS.slice(start, start + cents.length);
          const closes = cents.map((c) => c / 100);
          const delimiter = how.european ? ';' : ',';
          const money = (n: number) =>
            how.european ? n.toFixed(2).replace('.', ',') : `"$${n.toLocaleString('en-US')}"`;
          const lines = days.map(
            (d, i) => `${writeDate(d, how.dates)}${delimiter}${money(closes[i]!)}`,
          );
          if (how.newestFirst) lines.reverse();
          const text =
            [`Date${delimiter}Close`, ...lines].join('\n') + (how.finalNewline ? '\n' : '');
          const file = readPriceText(text);
          expect(file.problems).toEqual([]);
          expect(file.rows.map((r) => [r.date, r.close])).toEqual(
            days.map((d, i) => [d, closes[i]]),
          );
        },
      ),
    );
  });
});
