/**
 * `calculateLoss`: one account's loss in one security, by FIFO and LIFO, with the
 * lead-plaintiff factors and, given an inflation table, the recognized loss under the plan.
 */
import { LossInputError } from './errors.ts';
import { leadPlaintiffFactors } from './factors.ts';
import { matchLots, type MatchSink, type Purchase } from './matching.ts';
import { MethodAccumulator, type ValuationContext } from './method-result.ts';
import { prepare } from './prepare.ts';
import { decimalOf } from './decimal.ts';
import { ratToNumber } from './rational.ts';
import { RecognizedAccumulator } from './recognized.ts';
import { TrailText } from './trail-text.ts';
import type { PreparedTrade } from './trades.ts';
import type { LossInput, LossOutput, LossProblem } from './types.ts';

export interface LossOptions {
  /**
   * Build the lot-by-lot audit trail (default true). Without it `lots` are empty and the
   * figures are the same: a loss run over many accounts that keeps only totals saves the time.
   */
  trail?: boolean;
}

/** Every problem with the input, each naming its trade where it has one; empty when none. */
export function validateLossInput(input: LossInput): LossProblem[] {
  return prepare(input).problems;
}

function both(a: MatchSink, b: MatchSink): MatchSink {
  return {
    sold: (purchase: Purchase, sale: PreparedTrade, qn: number) => {
      a.sold(purchase, sale, qn);
      b.sold(purchase, sale, qn);
    },
    held: (purchase: Purchase, qn: number) => {
      a.held(purchase, qn);
      b.held(purchase, qn);
    },
  };
}

/** Throws `LossInputError` listing every problem when the input is not valid. */
export function calculateLoss(input: LossInput, options: LossOptions = {}): LossOutput {
  const prepared = prepare(input);
  if (prepared.problems.length > 0) throw new LossInputError(prepared.problems);
  const { trades, qScale, startQn, lookback } = prepared;
  const mean = lookback?.mean;
  // prepare() reports any input without M, so this is a bug in the engine if it happens.
  if (!lookback || !mean) throw new Error('Internal error: valid loss input without M');
  const ctx: ValuationContext = {
    qScale,
    mean,
    text: options.trail === false ? null : new TrailText(input.trades, mean),
  };
  const fifo = new MethodAccumulator(ctx);
  const lifo = new MethodAccumulator(ctx);
  const cap = input.perShareCap === undefined ? null : decimalOf(input.perShareCap);
  const recognized = prepared.withInflation ? new RecognizedAccumulator(ctx, cap) : null;
  matchLots('FIFO', trades, startQn, recognized ? both(fifo, recognized) : fifo);
  matchLots('LIFO', trades, startQn, lifo);
  const factors = leadPlaintiffFactors(trades, startQn, qScale);
  const output: LossOutput = {
    fifo: fifo.result(),
    lifo: lifo.result(),
    tsp: factors.tspQn / qScale,
    nsp: factors.nspQn / qScale,
    nfe: factors.nfe,
    retained: factors.retainedQn / qScale,
    lookback: {
      start: lookback.window.start,
      end: lookback.window.end,
      mean: ratToNumber(mean),
      source: lookback.source,
    },
  };
  if (recognized) output.recognizedLoss = recognized.result(factors.cost);
  return output;
}
