/**
 * Where the schema's and the engine's problems belong on the screen: a trade beside its grid row
 * (the grid's rows are the engine's trades, in order, whenever there is an input), a date or the
 * start holding under its field, the prices, lookback or inflation at their table.
 */
import { TRADE_FIELD_LABELS, type TradeField } from '@backoffice/core/domain';
import type { FieldName, Place, Problem, TableName } from './assemble.ts';
import type { Located } from './evaluate.ts';
import type { PriceSource } from '../state/workbench.ts';

const FIELDS: Record<string, FieldName> = {
  'classPeriod.start': 'classPeriodStart',
  'classPeriod.end': 'classPeriodEnd',
  disclosureDate: 'disclosureDate',
  startHolding: 'startHolding',
};

function placeOf(problem: Located, priceSource: PriceSource): Place {
  if (problem.tradeIndex !== undefined) return { kind: 'row', index: problem.tradeIndex };
  const field = FIELDS[problem.field];
  if (field) return { kind: 'field', name: field };
  const head = /^[a-zA-Z]+/.exec(problem.field)?.[0] ?? '';
  const tables: Record<string, TableName> = {
    prices: priceSource === 'closes' ? 'closes' : 'prices',
    lookback: 'lookback',
    inflation: 'inflation',
  };
  const table = tables[head];
  return table ? { kind: 'table', name: table } : { kind: 'input' };
}

/**
 * The schema's messages are short ("Enter a number above 0"): they get the trade's number and
 * column, as the engine's own messages have them.
 */
function wording(problem: Located): string {
  if (problem.tradeIndex === undefined) return problem.message;
  if (/^Trade \d+/.test(problem.message)) return problem.message;
  const field = /\.(\w+)$/.exec(problem.field)?.[1] as TradeField | undefined;
  const column = field && field in TRADE_FIELD_LABELS ? `, ${TRADE_FIELD_LABELS[field]}` : '';
  return `Trade ${problem.tradeIndex + 1}${column}: ${problem.message}`;
}

export function locate(problems: readonly Located[], priceSource: PriceSource): Problem[] {
  return problems.map((p) => ({ place: placeOf(p, priceSource), message: wording(p) }));
}

/** The problems of grid rows, by row index. */
export function problemsByRow(problems: readonly Problem[]): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const { place, message } of problems) {
    if (place.kind !== 'row') continue;
    byRow.set(place.index, [...(byRow.get(place.index) ?? []), message]);
  }
  return byRow;
}

export function problemsAt(problems: readonly Problem[], kind: 'table', name: TableName): string[];
export function problemsAt(problems: readonly Problem[], kind: 'field', name: FieldName): string[];
export function problemsAt(problems: readonly Problem[], kind: 'table' | 'field', name: string) {
  return problems
    .filter(({ place }) => place.kind === kind && 'name' in place && place.name === name)
    .map((p) => p.message);
}
