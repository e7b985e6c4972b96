/**
 * The sums over the trades a list query matches: counts, shares and US-dollar amounts by side,
 * and the trade-currency amounts when the query names one currency (only then can they add).
 */
import type { TradeTotals } from '@backoffice/core/api';
import type { Groups } from '../../query/indexed-sums.ts';

/** Money adds in cents, so a million amounts do not drift in binary fractions. */
const cents = (value: number) => Math.round(value * 100) / 100;

/** What the totals add up, by side, in this order. */
export const TOTALS_BY = 'side';
export const TOTALS_FIELDS = ['quantity', 'amountUsd', 'amount'] as const;

/** The totals from the matched trades' sums by side; the currency sums only when filtered by one. */
export function tradeTotals(bySide: Groups, currency: string | undefined): TradeTotals {
  const none = { count: 0, sums: [0, 0, 0] };
  const buy = bySide.get('buy') ?? none;
  const sell = bySide.get('sell') ?? none;
  const [quantityBought = 0, usdBought = 0, amountBought = 0] = buy.sums;
  const [quantitySold = 0, usdSold = 0, amountSold = 0] = sell.sums;
  const inCurrency = currency !== undefined;
  return {
    count: buy.count + sell.count,
    buyCount: buy.count,
    sellCount: sell.count,
    quantityBought,
    quantitySold,
    amountUsdBought: cents(usdBought),
    amountUsdSold: cents(usdSold),
    currency: currency ?? null,
    amountBought: inCurrency ? cents(amountBought) : null,
    amountSold: inCurrency ? cents(amountSold) : null,
  };
}
