/**
 * Recognised loss of one account in one security over a class period, in the simplified form
 * of a PSLRA plan of allocation:
 *
 * - Only shares bought during the class period count ("eligible"). Shares held before it, or
 *   bought after it, are matched against sales like any others but never produce a loss.
 * - Sales are matched to purchases first in, first out (FIFO) or last in, first out (LIFO).
 * - An eligible share sold during the class period is credited at its sale price; one sold in
 *   the 90-day look-back after it at no less than the look-back price (the PSLRA cap); one still
 *   held at the end of the look-back at the look-back price. Later trades are ignored.
 * - Gains and losses net; the recognised loss is never negative.
 * - A sale of more shares than are held (a short sale or a data error) matches what there is.
 */

export const LOSS_METHODS = ['FIFO', 'LIFO'] as const;
export type LossMethod = (typeof LOSS_METHODS)[number];

export interface LossTransaction {
  date: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
}

export interface LossInput {
  method: LossMethod;
  classPeriodStart: string;
  classPeriodEnd: string;
  /** Mean price over the look-back period. */
  lookbackPrice: number;
  /** Shares held before the first transaction. */
  openingQuantity?: number;
  /** In date order (same-day order is kept). */
  transactions: readonly LossTransaction[];
}

export interface LossOutcome {
  purchasedQuantity: number;
  soldQuantity: number;
  heldQuantity: number;
  purchaseCost: number;
  /** Credited value of the eligible shares sold (look-back sales at no less than the cap). */
  salesProceeds: number;
  holdingValue: number;
  recognizedLoss: number;
  firstPurchaseDate: string | null;
  lastPurchaseDate: string | null;
}

export const LOOKBACK_DAYS = 90;

/** The last day of the 90-day look-back that follows a class period. */
export function lookbackEnd(classPeriodEnd: string): string {
  const end = new Date(`${classPeriodEnd}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + LOOKBACK_DAYS);
  return end.toISOString().slice(0, 10);
}

/** Mean close after the class period up to the end of the look-back; null without prices. */
export function lookbackPrice(
  prices: readonly { date: string; close: number }[],
  classPeriodEnd: string,
): number | null {
  const last = lookbackEnd(classPeriodEnd);
  let sum = 0;
  let count = 0;
  for (const p of prices) {
    if (p.date > classPeriodEnd && p.date <= last) {
      sum += p.close;
      count += 1;
    }
  }
  return count === 0 ? null : sum / count;
}

interface Lot {
  quantity: number;
  price: number;
  eligible: boolean;
}

export function recognizedLoss(input: LossInput): LossOutcome {
  const { classPeriodStart: start, classPeriodEnd: end, lookbackPrice: cap } = input;
  const lastDay = lookbackEnd(end);
  const lots: Lot[] = [];
  if ((input.openingQuantity ?? 0) > 0) {
    lots.push({ quantity: input.openingQuantity ?? 0, price: 0, eligible: false });
  }
  const out: LossOutcome = {
    purchasedQuantity: 0,
    soldQuantity: 0,
    heldQuantity: 0,
    purchaseCost: 0,
    salesProceeds: 0,
    holdingValue: 0,
    recognizedLoss: 0,
    firstPurchaseDate: null,
    lastPurchaseDate: null,
  };
  for (const t of input.transactions) {
    if (t.date > lastDay) break;
    if (t.side === 'buy') {
      const eligible = t.date >= start && t.date <= end;
      lots.push({ quantity: t.quantity, price: t.price, eligible });
      if (eligible) {
        out.purchasedQuantity += t.quantity;
        out.purchaseCost += t.quantity * t.price;
        out.firstPurchaseDate ??= t.date;
        out.lastPurchaseDate = t.date;
      }
      continue;
    }
    const credit = t.date <= end ? t.price : Math.max(t.price, cap);
    let left = t.quantity;
    while (left > 0 && lots.length > 0) {
      const lot = (input.method === 'FIFO' ? lots[0] : lots[lots.length - 1])!;
      const used = Math.min(left, lot.quantity);
      if (lot.eligible) {
        out.soldQuantity += used;
        out.salesProceeds += used * credit;
      }
      lot.quantity -= used;
      left -= used;
      if (lot.quantity === 0) {
        if (input.method === 'FIFO') lots.shift();
        else lots.pop();
      }
    }
  }
  for (const lot of lots) {
    if (lot.eligible) out.heldQuantity += lot.quantity;
  }
  out.holdingValue = out.heldQuantity * cap;
  out.recognizedLoss = Math.max(0, out.purchaseCost - out.salesProceeds - out.holdingValue);
  return out;
}
