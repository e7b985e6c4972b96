/**
 * FIFO and LIFO matching of sales against purchase lots. The start holding is one lot (shares
 * held before the class period, adjusted by any trades before it): under FIFO it is matched
 * first, under LIFO it sits at the bottom of the stack. Same-day trades keep the order given.
 * The matcher only says which shares went where; sinks value them.
 *
 * A lot is its purchase (null for the start holding); what is left of each sits in an array
 * beside the list, so a run over many accounts allocates no lot objects.
 */
import type { PreparedTrade } from './trades.ts';
import type { LossMethod } from './types.ts';

/** The purchase a lot came from; null for the start holding. */
export type Purchase = PreparedTrade | null;

export interface MatchSink {
  /** `qn` shares (units of 1/qScale) of `purchase` sold by `sale`. */
  sold(purchase: Purchase, sale: PreparedTrade, qn: number): void;
  /** `qn` shares of `purchase` still held after every trade. */
  held(purchase: Purchase, qn: number): void;
}

/** A class-period purchase: the only lots whose gains and losses count. */
export function recoverable(purchase: Purchase): boolean {
  return purchase !== null && purchase.period === 'CLASS';
}

function oversold(sale: PreparedTrade): Error {
  // prepare() refuses such input, so reaching this is a bug in the engine, not bad input.
  return new Error(`Internal error: trade ${sale.index + 1} sells more shares than the lots hold`);
}

interface Book {
  lots: Purchase[];
  /** What is left of each lot, in units of 1/qScale. */
  left: number[];
}

/** Adds a purchase: to the start holding before the class period, else as a lot of its own. */
function buy(b: Book, trade: PreparedTrade): void {
  if (trade.period === 'BEFORE') b.left[0] = b.left[0]! + trade.qn;
  else {
    b.lots.push(trade);
    b.left.push(trade.qn);
  }
}

function fifo(trades: readonly PreparedTrade[], b: Book, sink: MatchSink): void {
  let head = 0;
  for (const trade of trades) {
    if (trade.buy) {
      buy(b, trade);
      // Trades before the class period come first, so the start holding is then the only lot.
      if (trade.period === 'BEFORE') head = 0;
      continue;
    }
    let want = trade.qn;
    while (want > 0) {
      if (head >= b.lots.length) throw oversold(trade);
      const have = b.left[head]!;
      if (have === 0) {
        head += 1;
        continue;
      }
      const take = want < have ? want : have;
      sink.sold(b.lots[head]!, trade, take);
      b.left[head] = have - take;
      want -= take;
    }
  }
  for (let i = head; i < b.lots.length; i += 1)
    if (b.left[i]! > 0) sink.held(b.lots[i]!, b.left[i]!);
}

function lifo(trades: readonly PreparedTrade[], b: Book, sink: MatchSink): void {
  for (const trade of trades) {
    if (trade.buy) {
      buy(b, trade);
      continue;
    }
    let want = trade.qn;
    while (want > 0) {
      const top = b.lots.length - 1;
      const have = b.left[top]!;
      if (have === 0) {
        if (top === 0) throw oversold(trade);
        b.lots.pop();
        b.left.pop();
        continue;
      }
      const take = want < have ? want : have;
      sink.sold(b.lots[top]!, trade, take);
      b.left[top] = have - take;
      want -= take;
    }
  }
  b.lots.forEach((lot, i) => {
    if (b.left[i]! > 0) sink.held(lot, b.left[i]!);
  });
}

export function matchLots(
  method: LossMethod,
  trades: readonly PreparedTrade[],
  startQn: number,
  sink: MatchSink,
): void {
  const book: Book = { lots: [null], left: [startQn] };
  if (method === 'FIFO') fifo(trades, book, sink);
  else lifo(trades, book, sink);
}
