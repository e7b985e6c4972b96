/**
 * The engine's input from what the screen holds: the validated form, the grid's rows (read
 * with core's trade reader, each row once while it is unchanged), the pasted tables and the
 * loaded closes and splits. Whatever cannot be read is a problem at its place (a row, a field, a table)
 * and there is no input: the figures never leave anything out silently.
 */
import type { LossCalculatorForm } from '@backoffice/core/api';
import {
  describeProblem,
  readCloseSheet,
  readInflationSheet,
  readLookbackSheet,
  readTradeText,
  type SheetProblem,
  type TradeRowResult,
} from '@backoffice/core/domain';
import type { DailyClose, LossInput, LossSplit, LossTrade } from '@backoffice/core/loss';
import { cellsOfText } from '../trades/sheet-text.ts';
import type { GridRow, Workbench } from '../state/workbench.ts';

/** Where a problem is shown: beside a grid row, under a field, or at a pasted table. */
export type Place =
  | { kind: 'row'; index: number }
  | { kind: 'field'; name: FieldName }
  | { kind: 'table'; name: TableName }
  | { kind: 'input' };

export type FieldName = 'classPeriodStart' | 'classPeriodEnd' | 'disclosureDate' | 'startHolding';
export type TableName = 'prices' | 'closes' | 'lookback' | 'inflation';

export interface Problem {
  place: Place;
  message: string;
}

const readRows = new WeakMap<GridRow, TradeRowResult>();

/** A grid row read (and kept while the row object is unchanged: a 100,000-row grid re-reads one). */
export function readRow(row: GridRow, index: number): TradeRowResult {
  const cached = readRows.get(row);
  if (cached && cached.row === index + 1) return cached;
  const result = readTradeText(row, index + 1);
  readRows.set(row, result);
  return result;
}

export interface Assembled {
  input: LossInput | null;
  /** The account of each of the input's trades ('' for a typed or imported one). */
  accountOf: string[];
  problems: Problem[];
  /** What the lookback table said about M, for the screen to show. */
  lookbackMean: { value: number; from: 'row' | 'last-date' } | null;
}

const atTable =
  (name: TableName) =>
  (p: SheetProblem): Problem => ({ place: { kind: 'table', name }, message: describeProblem(p) });

const tableMissing = (name: TableName, message: string): Problem => ({
  place: { kind: 'table', name },
  message,
});

export function assemble(
  form: LossCalculatorForm,
  workbench: Workbench,
  securityPrices: readonly DailyClose[] | null,
  splits: readonly LossSplit[] = [],
): Assembled {
  const problems: Problem[] = [];
  const trades: LossTrade[] = [];
  const accountOf: string[] = [];
  workbench.rows.forEach((row, index) => {
    const read = readRow(row, index);
    if (read.trade) {
      trades.push(read.trade);
      accountOf.push(row.account ?? '');
    }
    for (const p of read.problems) {
      // The grid numbers trades, as the engine's messages do.
      const message = `Trade ${index + 1}${p.column ? `, ${p.column}` : ''}: ${p.message}`;
      problems.push({ place: { kind: 'row', index }, message });
    }
  });
  const input: LossInput = {
    classPeriod: { start: form.classPeriodStart, end: form.classPeriodEnd },
    trades,
    ...(form.disclosureDate ? { disclosureDate: form.disclosureDate } : {}),
    ...(form.startHolding === undefined ? {} : { startHolding: form.startHolding }),
    ...(splits.length > 0 ? { splits } : {}),
  };
  let lookbackMean: Assembled['lookbackMean'] = null;
  const { priceSource } = workbench;
  if (priceSource === 'closes') {
    const read = readCloseSheet(cellsOfText(workbench.closesText));
    problems.push(...read.problems.map(atTable('closes')));
    if (read.closes.length === 0 && read.problems.length === 0) {
      problems.push(tableMissing('closes', 'Paste the daily closes of the lookback window'));
    }
    input.prices = read.closes;
  } else if (securityPrices) {
    // With the plan's table too: it falls back on the closes for a day it does not list.
    input.prices = securityPrices;
  }
  if (priceSource === 'plan') {
    const read = readLookbackSheet(cellsOfText(workbench.lookbackText));
    problems.push(...read.problems.map(atTable('lookback')));
    if (read.mean === null) {
      problems.push(
        tableMissing(
          'lookback',
          'Paste the lookback table: dates with the mean through each, and M',
        ),
      );
    } else {
      input.lookback = { mean: read.mean, meanThrough: read.meanThrough };
      lookbackMean = { value: read.mean, from: read.meanSource ?? 'row' };
    }
  }
  if (workbench.inflationText.trim() !== '') {
    const read = readInflationSheet(cellsOfText(workbench.inflationText));
    problems.push(...read.problems.map(atTable('inflation')));
    input.inflation = read.ranges;
  }
  return { input: problems.length === 0 ? input : null, accountOf, problems, lookbackMean };
}
