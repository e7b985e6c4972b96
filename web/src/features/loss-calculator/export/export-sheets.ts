/**
 * What an export holds, whatever its format: the inputs, the trades, the results summary, both
 * trails and the plan's lots, each as a table of plain values (numbers stay numbers, money in
 * dollars to the cent, dates as ISO) for csv-export.ts and xlsx-export.ts to write.
 */
import type { LossInput, LossOutput, LotLine } from '@backoffice/core/loss';
import { RULE_LABELS } from '../results/loss-format.ts';

export type Cell = string | number | null;
export type CellKind = 'text' | 'date' | 'shares' | 'perShare' | 'money';

export interface ExportSheet {
  name: string;
  columns: { header: string; kind: CellKind }[];
  rows: Cell[][];
}

/** Names of where the inputs came from, as the screen shows them. */
export interface SourceLabels {
  case: string;
  security: string;
  client: string;
  accounts: string;
}

const money = (cents: number) => cents / 100;

function inputsSheet(input: LossInput, output: LossOutput, labels: SourceLabels): ExportSheet {
  const rows: Cell[][] = [
    ['Case', labels.case],
    ['Security', labels.security],
    ['Client', labels.client],
    ['Accounts', labels.accounts],
    ['Class period start', input.classPeriod.start],
    ['Class period end', input.classPeriod.end],
    ['Disclosure date', output.lookback.start],
    ['Lookback end', output.lookback.end],
    ['Start holding', input.startHolding ?? 0],
    ['M (lookback mean)', output.lookback.mean],
    ['M from', output.lookback.source === 'plan' ? "The plan's lookback table" : 'Daily closes'],
    ...(input.inflation ?? []).map((r): Cell[] => [
      `Inflation ${r.from} to ${r.to ?? 'open'}`,
      r.perShare,
    ]),
  ];
  return {
    name: 'Inputs',
    columns: [
      { header: 'Input', kind: 'text' },
      { header: 'Value', kind: 'text' },
    ],
    rows,
  };
}

function tradesSheet(input: LossInput): ExportSheet {
  return {
    name: 'Trades',
    columns: [
      { header: 'Trade', kind: 'shares' },
      { header: 'Date', kind: 'date' },
      { header: 'Side', kind: 'text' },
      { header: 'Quantity', kind: 'shares' },
      { header: 'Price', kind: 'perShare' },
      { header: 'FX rate', kind: 'perShare' },
    ],
    rows: input.trades.map((t, i) => [
      i + 1,
      t.date,
      t.side,
      t.quantity,
      t.price,
      t.fxRate ?? null,
    ]),
  };
}

function summarySheet(output: LossOutput): ExportSheet {
  const r = output.recognizedLoss;
  const amounts: [string, number][] = [
    ['FIFO net loss', output.fifo.net],
    ['FIFO loss without offset', output.fifo.noOffset],
    ['LIFO net loss', output.lifo.net],
    ['LIFO loss without offset', output.lifo.noOffset],
    ['Net funds expended (NFE)', output.nfe],
    ...(r
      ? ([
          ['Recognized loss', r.amount],
          ['Recognized loss before the cap', r.uncapped],
          ['Market loss (the cap)', r.marketLoss],
        ] as [string, number][])
      : []),
  ];
  const shares: [string, number][] = [
    ['Shares bought in the class period (TSP)', output.tsp],
    ['Net shares bought (NSP)', output.nsp],
    ['Shares held at the end', output.retained],
  ];
  return {
    name: 'Summary',
    columns: [
      { header: 'Figure', kind: 'text' },
      { header: 'US dollars', kind: 'money' },
      { header: 'Shares', kind: 'shares' },
    ],
    rows: [
      ...amounts.map(([label, cents]): Cell[] => [label, money(cents), null]),
      ...shares.map(([label, n]): Cell[] => [label, null, n]),
    ],
  };
}

function trailSheet(name: string, lots: readonly LotLine[]): ExportSheet {
  return {
    name,
    columns: [
      { header: 'Purchase (trade)', kind: 'shares' },
      { header: 'Bought', kind: 'date' },
      { header: 'Price paid', kind: 'perShare' },
      { header: 'Sale (trade)', kind: 'shares' },
      { header: 'Sold', kind: 'date' },
      { header: 'Sale price', kind: 'perShare' },
      { header: 'Shares', kind: 'shares' },
      { header: 'Rule', kind: 'text' },
      { header: 'Value per share', kind: 'perShare' },
      { header: 'Amount', kind: 'money' },
      { header: 'Explanation', kind: 'text' },
    ],
    rows: lots.map((l) => [
      l.purchaseIndex === null ? null : l.purchaseIndex + 1,
      l.purchaseDate,
      l.purchasePrice,
      l.saleIndex === null ? null : l.saleIndex + 1,
      l.saleDate,
      l.salePrice,
      l.quantity,
      RULE_LABELS[l.rule],
      l.valuePerShare,
      money(l.amount),
      l.explanation,
    ]),
  };
}

function recognizedSheet(output: LossOutput): ExportSheet[] {
  const r = output.recognizedLoss;
  if (!r) return [];
  return [
    {
      name: 'Recognized loss',
      columns: [
        { header: 'Purchase (trade)', kind: 'shares' },
        { header: 'Sale (trade)', kind: 'shares' },
        { header: 'Shares', kind: 'shares' },
        { header: 'Per share', kind: 'perShare' },
        { header: 'Amount', kind: 'money' },
        { header: 'Explanation', kind: 'text' },
      ],
      rows: r.lots.map((l) => [
        l.purchaseIndex + 1,
        l.saleIndex === null ? null : l.saleIndex + 1,
        l.quantity,
        l.perShare,
        money(l.amount),
        l.explanation,
      ]),
    },
  ];
}

export function exportSheets(
  input: LossInput,
  output: LossOutput,
  labels: SourceLabels,
): ExportSheet[] {
  return [
    inputsSheet(input, output, labels),
    summarySheet(output),
    tradesSheet(input),
    trailSheet('FIFO lots', output.fifo.lots),
    trailSheet('LIFO lots', output.lifo.lots),
    ...recognizedSheet(output),
  ];
}
