/**
 * The bench's figures, compared with their targets and with the previous run, as one table and
 * as JSON. A figure is measured, "not built" (its feature has not landed: never a zero, never a
 * pass) or an error (its part failed or ran out of time).
 */

/** Whether a smaller or a larger value is better, and the limit the issue sets, if any. */
export interface Target {
  op: '<' | '<=' | '>=';
  value: number;
}

export type FigureStatus = 'measured' | 'not built' | 'error';

export interface Figure {
  /** Stable key, e.g. `gateway.rps-ratio`: what a later run is compared with. */
  id: string;
  label: string;
  unit: string;
  value: number | null;
  status: FigureStatus;
  target?: Target;
  /** Which way is better when there is no target (for the ratio to the baseline). */
  better?: 'lower' | 'higher';
  note?: string;
}

export type Verdict = 'pass' | 'FAIL' | 'info' | 'not built' | 'error';

export interface Row extends Figure {
  baseline: number | null;
  /** value / baseline, when both are measured and the baseline is not zero. */
  ratio: number | null;
  verdict: Verdict;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  host: { cpus: number; node: string; loadAverage: number[] };
  rows: Row[];
}

export const measured = (
  id: string,
  label: string,
  value: number,
  unit: string,
  extra: Partial<Pick<Figure, 'target' | 'better' | 'note'>> = {},
): Figure => ({ id, label, value, unit, status: 'measured', ...extra });

export const notBuilt = (id: string, label: string, note: string, target?: Target): Figure => ({
  id,
  label,
  unit: '',
  value: null,
  status: 'not built',
  note,
  ...(target ? { target } : {}),
});

export const failed = (id: string, label: string, err: unknown, target?: Target): Figure => ({
  id,
  label,
  unit: '',
  value: null,
  status: 'error',
  note: err instanceof Error ? err.message.split('\n', 1)[0] : String(err),
  ...(target ? { target } : {}),
});

export function meets(value: number, target: Target): boolean {
  switch (target.op) {
    case '<':
      return value < target.value;
    case '<=':
      return value <= target.value;
    case '>=':
      return value >= target.value;
  }
}

function verdictOf(figure: Figure): Verdict {
  if (figure.status !== 'measured' || figure.value === null) {
    return figure.status === 'not built' ? 'not built' : 'error';
  }
  if (!figure.target) return 'info';
  return meets(figure.value, figure.target) ? 'pass' : 'FAIL';
}

/** Each figure with its verdict and the same figure of the previous run, if it was measured. */
export function compare(figures: readonly Figure[], previous: BenchResults | null): Row[] {
  const before = new Map(
    (previous?.rows ?? [])
      .filter((row) => row.status === 'measured' && row.value !== null)
      .map((row) => [row.id, row.value]),
  );
  return figures.map((figure) => {
    const baseline = before.get(figure.id) ?? null;
    const ratio =
      figure.status === 'measured' && figure.value !== null && baseline !== null && baseline !== 0
        ? figure.value / baseline
        : null;
    return { ...figure, baseline, ratio, verdict: verdictOf(figure) };
  });
}

/** A number as people read it: no more digits than tell something. */
export function formatValue(value: number | null, unit = ''): string {
  if (value === null) return '—';
  const abs = Math.abs(value);
  const digits = abs >= 100 || Number.isInteger(value) ? 0 : abs >= 10 ? 1 : 2;
  const text = value.toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
  });
  return unit ? `${text} ${unit}` : text;
}

function targetText(row: Row): string {
  if (!row.target) return '';
  return `${row.target.op} ${formatValue(row.target.value, row.unit)}`;
}

const COLUMNS = ['figure', 'value', 'target', 'baseline', 'ratio', 'result'] as const;

/** One plain-text table, the notes of rows that have one listed under it. */
export function formatTable(rows: readonly Row[]): string {
  const cells = rows.map((row) => [
    row.label,
    row.status === 'measured' ? formatValue(row.value, row.unit) : row.status,
    targetText(row),
    formatValue(row.baseline, row.unit),
    row.ratio === null ? '—' : `×${row.ratio.toFixed(2)}`,
    row.verdict,
  ]);
  const widths = COLUMNS.map((title, i) =>
    Math.max(title.length, ...cells.map((line) => line[i]!.length)),
  );
  const line = (values: readonly string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  const notes = rows
    .filter((row) => row.note)
    .map((row) => `  ${row.label}: ${row.note ?? ''}`)
    .join('\n');
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [line(COLUMNS), rule, ...cells.map(line), ...(notes ? ['', 'Notes:', notes] : [])].join(
    '\n',
  );
}

/** Failed targets and errors; "not built" is reported, not counted as a failure of the run. */
export function failures(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.verdict === 'FAIL' || row.verdict === 'error');
}
