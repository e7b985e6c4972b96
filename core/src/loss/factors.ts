/**
 * The lead-plaintiff factors courts weigh (after Lax and Olsten), over class-period trades only:
 * TSP, the shares bought; NSP, TSP less the shares sold; NFE, what the purchases cost less what
 * the sales brought in. Each trade's money is rounded to the cent once, then summed.
 */
import { mulCents } from './cents.ts';
import type { PreparedTrade } from './trades.ts';

export interface Factors {
  /** In units of 1/qScale. */
  tspQn: number;
  nspQn: number;
  nfe: number;
  /** The class-period purchases' cost in cents (the market loss starts from it). */
  cost: number;
  /** Shares held after every trade, in units of 1/qScale. */
  retainedQn: number;
}

export function leadPlaintiffFactors(
  trades: readonly PreparedTrade[],
  startQn: number,
  qScale: number,
): Factors {
  let tspQn = 0;
  let soldQn = 0;
  let cost = 0;
  let proceeds = 0;
  let retainedQn = startQn;
  for (const t of trades) {
    retainedQn += t.buy ? t.qn : -t.qn;
    if (t.period !== 'CLASS') continue;
    if (t.buy) {
      tspQn += t.qn;
      cost += mulCents(t.qn, qScale, t.price);
    } else {
      soldQn += t.qn;
      proceeds += mulCents(t.qn, qScale, t.price);
    }
  }
  return { tspQn, nspQn: tspQn - soldQn, nfe: cost - proceeds, cost, retainedQn };
}
