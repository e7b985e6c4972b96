/** The bench's table: verdicts against targets, the comparison with the last run, "not built". */
import { describe, expect, it } from 'vitest';
import {
  compare,
  failed,
  failures,
  formatTable,
  formatValue,
  meets,
  measured,
  notBuilt,
  type BenchResults,
} from '../report.ts';

const previous = (rows: BenchResults['rows']): BenchResults => ({
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:10:00.000Z',
  host: { cpus: 2, node: 'v24', loadAverage: [0, 0, 0] },
  rows,
});

describe('targets', () => {
  it.each([
    [0.6, '>=', 0.6, true],
    [0.59, '>=', 0.6, false],
    [1, '<=', 1, true],
    [1.01, '<=', 1, false],
    [999, '<', 1000, true],
    [1000, '<', 1000, false],
  ] as const)('%d %s %d is %s', (value, op, limit, expected) => {
    expect(meets(value, { op, value: limit })).toBe(expected);
  });
});

describe('compare', () => {
  it('passes or fails a measured figure against its target, and informs without one', () => {
    const rows = compare(
      [
        measured('a', 'A', 0.7, '', { target: { op: '>=', value: 0.6 } }),
        measured('b', 'B', 5, 'ms', { target: { op: '<=', value: 1 } }),
        measured('c', 'C', 1234, 'req/s'),
      ],
      null,
    );
    expect(rows.map((r) => r.verdict)).toEqual(['pass', 'FAIL', 'info']);
    expect(rows.every((r) => r.baseline === null && r.ratio === null)).toBe(true);
  });

  it('never counts a part that has not landed as a zero or a pass', () => {
    const [row] = compare(
      [notBuilt('pages.x', 'X', 'the screen has not landed', { op: '<', value: 1000 })],
      previous([]),
    );
    expect(row?.verdict).toBe('not built');
    expect(row?.value).toBeNull();
    expect(failures(row ? [row] : [])).toEqual([]);
  });

  it('reports a failed part as an error, which fails the run', () => {
    const rows = compare(
      [failed('gateway.error', 'gateway', new Error('did not start\nmore'))],
      null,
    );
    expect(rows[0]?.verdict).toBe('error');
    expect(rows[0]?.note).toBe('did not start');
    expect(failures(rows)).toHaveLength(1);
  });

  it('takes the previous run as the baseline, by id, and gives the ratio', () => {
    const before = compare(
      [measured('rps', 'RPS', 500, 'req/s'), measured('p50', 'p50', 4, 'ms')],
      null,
    );
    const rows = compare(
      [measured('rps', 'RPS', 750, 'req/s'), measured('new', 'New', 1, 'ms')],
      previous(before),
    );
    expect(rows[0]).toMatchObject({ baseline: 500, ratio: 1.5 });
    expect(rows[1]).toMatchObject({ baseline: null, ratio: null });
  });

  it('ignores a baseline that was not measured, or zero', () => {
    const before = compare([notBuilt('x', 'X', 'later'), measured('zero', 'Zero', 0, '')], null);
    const rows = compare(
      [measured('x', 'X', 3, ''), measured('zero', 'Zero', 2, '')],
      previous(before),
    );
    expect(rows[0]).toMatchObject({ baseline: null, ratio: null });
    expect(rows[1]).toMatchObject({ baseline: 0, ratio: null });
  });
});

describe('the table', () => {
  it('shows one line per figure with its value, target, baseline, ratio and result', () => {
    const before = compare([measured('rps', 'proxy req/s', 1000, 'req/s')], null);
    const rows = compare(
      [
        measured('rps', 'proxy req/s', 1500, 'req/s', {
          target: { op: '>=', value: 1200 },
          note: 'three rounds',
        }),
        notBuilt('later', 'a later screen', 'not landed yet'),
      ],
      previous(before),
    );
    const lines = formatTable(rows).split('\n');
    expect(lines[0]).toMatch(/^figure\s+value\s+target\s+baseline\s+ratio\s+result$/);
    expect(lines[2]).toMatch(
      /^proxy req\/s\s+1,500 req\/s\s+>= 1,200 req\/s\s+1,000 req\/s\s+×1\.50\s+pass$/,
    );
    expect(lines[3]).toMatch(/^a later screen\s+not built\s+—\s+—\s+not built$/);
    expect(lines).toContain('  proxy req/s: three rounds');
    expect(lines).toContain('  a later screen: not landed yet');
  });

  it.each([
    [null, '', '—'],
    [1234.567, 'ms', '1,235 ms'],
    [12.345, 'KB', '12.3 KB'],
    [0.456, '', '0.46'],
    [7, '', '7'],
  ])('formats %s %s as %s', (value, unit, text) => {
    expect(formatValue(value, unit)).toBe(text);
  });
});
