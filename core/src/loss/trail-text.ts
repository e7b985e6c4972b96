/**
 * The words and numbers of the audit trail. Each trade's figures are written once and reused by
 * every lot line that touches it. Prices show every digit they have (at least cents); means,
 * which rarely end, show four decimals, marked ≈ when rounded (the amount uses the exact value).
 */
import { formatCents, formatDecimal } from './decimal.ts';
import type { Rat } from './rational.ts';
import type { PreparedTrade } from './trades.ts';
import type { LossTrade } from './types.ts';

export function dollars(r: Rat): string {
  // Most prices are whole cents: write those as cents, the rest with every digit they have.
  if (r.big === null && (r.d === 1 || r.d === 10 || r.d === 100))
    return formatCents(r.n * (100 / r.d));
  const { text } = formatDecimal(r, 2, 10);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

export function mean(label: string, r: Rat): string {
  const { text, exact } = formatDecimal(r, 4, 4);
  return `${label} ${exact ? '' : '≈'}$${text}`;
}

export function shares(qn: number, qScale: number): string {
  return `${qn / qScale} sh`;
}

interface TradeText {
  price: string;
  value: string;
}

/** Per-trade text, built on first use. */
export class TrailText {
  readonly #trades: readonly LossTrade[];
  readonly #meanText: string;
  readonly #cache: (TradeText | undefined)[] = [];

  constructor(trades: readonly LossTrade[], m: Rat) {
    this.#trades = trades;
    this.#meanText = mean('M', m);
  }

  get meanText(): string {
    return this.#meanText;
  }

  of(trade: PreparedTrade): TradeText {
    let text = this.#cache[trade.index];
    if (!text) {
      text = { price: this.#price(trade), value: this.#value(trade) };
      this.#cache[trade.index] = text;
    }
    return text;
  }

  /** P or S; with FX, how it was converted. */
  #price(trade: PreparedTrade): string {
    const input = this.#trades[trade.index]!;
    if (input.fxRate === undefined) return dollars(trade.price);
    return `${dollars(trade.price)} (${input.price} × FX ${input.fxRate})`;
  }

  /** The credited value of a sale as the rule computes it. */
  #value(trade: PreparedTrade): string {
    const s = this.#price(trade);
    if (trade.period === 'LOOKBACK' && trade.md)
      return `max(${s}, ${mean('M_d', trade.md)} on ${trade.date})`;
    if (trade.period === 'AFTER') return `max(${s}, ${this.#meanText})`;
    return s;
  }
}
