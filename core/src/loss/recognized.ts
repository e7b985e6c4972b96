/**
 * The recognized loss under a plan of allocation, over FIFO-matched class-period purchases.
 * Per share of a lot bought at P with inflation I(buy):
 * - sold in the class period: min(I(buy) − I(sell), P − S). A sale before the first corrective
 *   disclosure (inflation not yet fallen since the purchase) has I(buy) − I(sell) ≤ 0, so 0;
 * - sold after the class period but before a later disclosure date: min(I(buy), P − S);
 * - sold in the lookback: min(I(buy), P − S, P − M_d);
 * - held through the lookback (retained, or sold after it): min(I(buy), P − M).
 * A plan's per-share cap, when it has one, lowers any lot's value above it to the cap.
 * Negative values count 0. The claim is the sum, capped at the market loss (class-period cost −
 * proceeds of those shares' sales − retained shares at M), and 0 without a market loss.
 */
import { formatCents } from './decimal.ts';
import { recoverable, type MatchSink, type Purchase } from './matching.ts';
import { mulCents } from './cents.ts';
import { RAT_ZERO, ratCmp, ratMin, ratSign, ratSub, ratToNumber, type Rat } from './rational.ts';
import { dollars, mean, shares, type TrailText } from './trail-text.ts';
import type { PreparedTrade } from './trades.ts';
import type { RecognizedLoss, RecognizedLotLine } from './types.ts';
import type { ValuationContext } from './method-result.ts';

interface PerShare {
  value: Rat;
  /** The formula with its numbers, for the trail. */
  words: (text: TrailText) => string;
}

function perShare(buy: PreparedTrade, sale: PreparedTrade | null, m: Rat): PerShare {
  const ib = buy.inflation ?? RAT_ZERO;
  const p = buy.price;
  const held = (label: string): PerShare => ({
    value: ratMin(ib, ratSub(p, m)),
    words: (t) => `${label}: min(I ${dollars(ib)}, ${t.of(buy).price} − ${t.meanText})`,
  });
  if (sale === null) return held('Still held');
  const s = sale.price;
  switch (sale.period) {
    case 'CLASS': {
      const is = sale.inflation ?? RAT_ZERO;
      return {
        value: ratMin(ratSub(ib, is), ratSub(p, s)),
        words: (t) =>
          `Sold in the class period: min(I ${dollars(ib)} − I ${dollars(is)}, ${t.of(buy).price} − ${t.of(sale).price})`,
      };
    }
    case 'LOOKBACK': {
      const md = sale.md ?? s;
      return {
        value: ratMin(ib, ratMin(ratSub(p, s), ratSub(p, md))),
        words: (t) =>
          `Sold in the lookback: min(I ${dollars(ib)}, ${t.of(buy).price} − ${t.of(sale).price}, ${t.of(buy).price} − ${mean('M_d', md)})`,
      };
    }
    case 'AFTER':
      return held('Sold after the lookback, so held through it');
    default:
      return {
        value: ratMin(ib, ratSub(p, s)),
        words: (t) =>
          `Sold after the class period, before the lookback began: min(I ${dollars(ib)}, ${t.of(buy).price} − ${t.of(sale).price})`,
      };
  }
}

/** The lot's value under the plan's per-share cap, the trail saying when the cap applied. */
function capped(value: PerShare, cap: Rat | null): PerShare {
  if (cap === null || ratCmp(value.value, cap) <= 0) return value;
  return { value: cap, words: (t) => `${value.words(t)}, capped at ${dollars(cap)} per share` };
}

function why(buy: PreparedTrade, sale: PreparedTrade | null, value: Rat): string {
  if (ratSign(value) > 0) return '';
  const notFallen =
    sale?.period === 'CLASS' &&
    ratSign(ratSub(buy.inflation ?? RAT_ZERO, sale.inflation ?? RAT_ZERO)) <= 0;
  return notFallen
    ? ' (inflation had not fallen since the purchase: sold before a corrective disclosure)'
    : ' (no loss per share: counts 0)';
}

export class RecognizedAccumulator implements MatchSink {
  #uncapped = 0;
  #proceeds = 0;
  #retained = 0;
  readonly #lots: RecognizedLotLine[] = [];
  readonly #ctx: ValuationContext;
  readonly #cap: Rat | null;

  /** `cap`: the plan's per-share cap, null without one. */
  constructor(ctx: ValuationContext, cap: Rat | null = null) {
    this.#ctx = ctx;
    this.#cap = cap;
  }

  sold(purchase: Purchase, sale: PreparedTrade, qn: number): void {
    if (!purchase || !recoverable(purchase)) return;
    this.#proceeds += mulCents(qn, this.#ctx.qScale, sale.price);
    this.#add(purchase, sale, qn);
  }

  held(purchase: Purchase, qn: number): void {
    if (!purchase || !recoverable(purchase)) return;
    this.#retained += mulCents(qn, this.#ctx.qScale, this.#ctx.mean);
    this.#add(purchase, null, qn);
  }

  /** `cost`: what the class-period purchases cost, in cents. */
  result(cost: number): RecognizedLoss {
    const marketLoss = cost - this.#proceeds - this.#retained;
    const amount = marketLoss > 0 ? Math.min(this.#uncapped, marketLoss) : 0;
    return { amount, uncapped: this.#uncapped, marketLoss, lots: this.#lots };
  }

  #add(buy: PreparedTrade, sale: PreparedTrade | null, qn: number): void {
    const value = capped(perShare(buy, sale, this.#ctx.mean), this.#cap);
    const amount = ratSign(value.value) > 0 ? mulCents(qn, this.#ctx.qScale, value.value) : 0;
    this.#uncapped += amount;
    const text = this.#ctx.text;
    if (!text) return;
    this.#lots.push({
      purchaseIndex: buy.index,
      saleIndex: sale?.index ?? null,
      quantity: qn / this.#ctx.qScale,
      perShare: ratToNumber(value.value),
      amount,
      explanation: `${value.words(text)} × ${shares(qn, this.#ctx.qScale)} = ${formatCents(amount)}${why(buy, sale, value.value)}`,
    });
  }
}
