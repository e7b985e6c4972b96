/**
 * Values the matched lots under the PSLRA rules and adds them up: one lot line per quantity of
 * a purchase lot sold by one sale or retained. Each line shows its amount rounded to the cent;
 * net and no-offset are the exact sums rounded once (see exact-sum.ts). Without the trail the
 * same sums are kept and no line is built, so the figures cannot differ.
 */
import { formatCents } from './decimal.ts';
import { recoverable, type MatchSink, type Purchase } from './matching.ts';
import { lineCents } from './cents.ts';
import { ExactSum } from './exact-sum.ts';
import { ratToNumber, type Rat } from './rational.ts';
import { shares, type TrailText } from './trail-text.ts';
import type { Period, PreparedTrade } from './trades.ts';
import type { LotLine, LotRule, MethodResult } from './types.ts';

const SALE_RULE: Readonly<Record<Period, LotRule>> = {
  BEFORE: 'START_HOLDING',
  CLASS: 'SOLD_IN_CLASS_PERIOD',
  GAP: 'SOLD_IN_CLASS_PERIOD',
  LOOKBACK: 'SOLD_IN_LOOKBACK',
  AFTER: 'SOLD_AFTER_LOOKBACK',
};

const SALE_WORDS: Readonly<Record<Period, string>> = {
  BEFORE: 'Sold before the class period',
  CLASS: 'Sold in the class period',
  GAP: 'Sold after the class period, before the lookback began',
  LOOKBACK: 'Sold in the lookback',
  AFTER: 'Sold after the lookback',
};

export interface ValuationContext {
  qScale: number;
  /** M. */
  mean: Rat;
  /** Null without the trail. */
  text: TrailText | null;
}

export class MethodAccumulator implements MatchSink {
  readonly #net = new ExactSum();
  readonly #noOffset = new ExactSum();
  readonly lots: LotLine[] = [];
  readonly #ctx: ValuationContext;

  constructor(ctx: ValuationContext) {
    this.#ctx = ctx;
  }

  sold(purchase: Purchase, sale: PreparedTrade, qn: number): void {
    const counts = purchase !== null && recoverable(purchase);
    if (counts) this.#add(qn, purchase.price, sale.value);
    if (!this.#ctx.text) return;
    const amount = counts ? lineCents(qn, this.#ctx.qScale, purchase.price, sale.value) : 0;
    this.lots.push(this.#soldLine(purchase, sale, qn, amount, this.#ctx.text));
  }

  held(purchase: Purchase, qn: number): void {
    const counts = purchase !== null && recoverable(purchase);
    if (counts) this.#add(qn, purchase.price, this.#ctx.mean);
    if (!this.#ctx.text) return;
    const amount = counts ? lineCents(qn, this.#ctx.qScale, purchase.price, this.#ctx.mean) : 0;
    this.lots.push(this.#heldLine(purchase, qn, amount, this.#ctx.text));
  }

  result(): MethodResult {
    const { qScale } = this.#ctx;
    return {
      net: this.#net.cents(qScale),
      noOffset: this.#noOffset.cents(qScale),
      lots: this.lots,
    };
  }

  #add(qn: number, price: Rat, value: Rat): void {
    this.#net.add(qn, price, value);
    this.#noOffset.add(qn, price, value, true);
  }

  #soldLine(
    purchase: Purchase,
    sale: PreparedTrade,
    qn: number,
    amount: number,
    text: TrailText,
  ): LotLine {
    const q = shares(qn, this.#ctx.qScale);
    const s = text.of(sale);
    if (purchase === null) {
      const explanation = `${q} of the start holding, sold at ${s.price}: held before the class period, so no gain or loss`;
      return this.#line(purchase, sale, qn, 'START_HOLDING', null, 0, explanation);
    }
    const p = text.of(purchase).price;
    if (!recoverable(purchase)) {
      const explanation = `${q} bought on ${purchase.date} at ${p}, after the class period, sold at ${s.price}: no gain or loss`;
      return this.#line(purchase, sale, qn, 'NOT_IN_CLASS_PERIOD', null, 0, explanation);
    }
    const explanation = `${SALE_WORDS[sale.period]}: ${q} × (${p} − ${s.value}) = ${formatCents(amount)}`;
    return this.#line(
      purchase,
      sale,
      qn,
      SALE_RULE[sale.period],
      ratToNumber(sale.value),
      amount,
      explanation,
    );
  }

  #heldLine(purchase: Purchase, qn: number, amount: number, text: TrailText): LotLine {
    const q = shares(qn, this.#ctx.qScale);
    if (purchase === null) {
      const explanation = `${q} of the start holding, still held: held before the class period, so no gain or loss`;
      return this.#line(purchase, null, qn, 'START_HOLDING', null, 0, explanation);
    }
    const p = text.of(purchase).price;
    if (!recoverable(purchase)) {
      const explanation = `${q} bought on ${purchase.date} at ${p}, after the class period, still held: no gain or loss`;
      return this.#line(purchase, null, qn, 'NOT_IN_CLASS_PERIOD', null, 0, explanation);
    }
    const explanation = `Still held: ${q} × (${p} − ${text.meanText}) = ${formatCents(amount)}`;
    return this.#line(purchase, null, qn, 'HELD', ratToNumber(this.#ctx.mean), amount, explanation);
  }

  #line(
    purchase: Purchase,
    sale: PreparedTrade | null,
    qn: number,
    rule: LotRule,
    valuePerShare: number | null,
    amount: number,
    explanation: string,
  ): LotLine {
    return {
      purchaseIndex: purchase?.index ?? null,
      purchaseDate: purchase?.date ?? null,
      purchasePrice: purchase ? ratToNumber(purchase.price) : null,
      saleIndex: sale?.index ?? null,
      saleDate: sale?.date ?? null,
      salePrice: sale ? ratToNumber(sale.price) : null,
      quantity: qn / this.#ctx.qScale,
      rule,
      valuePerShare,
      amount,
      explanation,
    };
  }
}
