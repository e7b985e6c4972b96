/**
 * What a loss run feeds the engine: the positions (account × security) of a case, found through
 * the store's position index, and each one's input. Every trade of the position goes in, those
 * before the class period too: the engine derives the start holding from them (and checks
 * them), so a line agrees with the calculator fed the same account's trades.
 */
import type { Account, Trade } from '@backoffice/core/api';
import type {
  DailyClose,
  InflationRange,
  LossInput,
  LossSplit,
  LossTrade,
} from '@backoffice/core/loss';
import { splitFactorBetween } from '@backoffice/core/domain';
import { positionKey } from '../../store/positions.ts';
import { addDays } from '../dates.ts';
import type { Store } from '../../store/store.ts';

/** The case's dates as the run took them. */
export interface RunDates {
  classPeriodStart: string;
  classPeriodEnd: string;
  disclosureDate: string;
}

export interface RunPosition {
  account: Account;
  securityId: string;
  /** Indexes into the trades table, in date order. */
  trades: readonly number[];
}

/** Positions with a trade in the class period, by security then account. */
export function runPositions(
  store: Store,
  securityIds: readonly string[],
  dates: RunDates,
): RunPosition[] {
  const rows = store.trades.positions;
  const found: RunPosition[] = [];
  for (const securityId of securityIds) {
    for (const account of store.accounts.all()) {
      const trades = store.positions.get(positionKey(account.id, securityId));
      const inPeriod = trades?.some((i) => {
        const date = rows[i]?.tradeDate ?? '';
        return date >= dates.classPeriodStart && date <= dates.classPeriodEnd;
      });
      if (trades && inPeriod) found.push({ account, securityId, trades });
    }
  }
  return found;
}

/** A listed trade as the loss engine takes it. */
export const toEngine = (t: Trade): LossTrade => ({
  date: t.tradeDate,
  side: t.side === 'buy' ? 'BUY' : 'SELL',
  quantity: t.quantity,
  price: t.price,
  // The engine converts foreign prices with the trade's own rate; dollar trades carry none.
  ...(t.currency === 'USD' ? {} : { fxRate: t.fxRate }),
});

export interface PositionInput {
  input: LossInput;
  /**
   * Shares held when the class period began (what the engine derives from the trades), in the
   * shares of that day: an earlier trade across a split counts in the shares after it.
   */
  startHolding: number;
  /** Trades from the class period on. */
  tradesCount: number;
  firstTradeDate: string;
}

export function positionInput(
  store: Store,
  position: RunPosition,
  dates: RunDates,
  prices: readonly DailyClose[],
  inflation: readonly InflationRange[] | undefined,
  splits: readonly LossSplit[] = [],
): PositionInput {
  const rows = store.trades.positions;
  let startHolding = 0;
  let tradesCount = 0;
  let firstTradeDate = '';
  const trades: LossTrade[] = [];
  const dayBefore = addDays(dates.classPeriodStart, -1);
  for (const i of position.trades) {
    const t = rows[i];
    if (!t) continue;
    trades.push(toEngine(t));
    if (t.tradeDate < dates.classPeriodStart) {
      const shares = t.quantity * splitFactorBetween(splits, t.tradeDate, dayBefore);
      startHolding += t.side === 'buy' ? shares : -shares;
      continue;
    }
    tradesCount += 1;
    if (!firstTradeDate) firstTradeDate = t.tradeDate;
  }
  return {
    input: {
      classPeriod: { start: dates.classPeriodStart, end: dates.classPeriodEnd },
      disclosureDate: dates.disclosureDate,
      trades,
      prices,
      ...(inflation ? { inflation } : {}),
      ...(splits.length > 0 ? { splits } : {}),
    },
    // Whole shares times split ratios: rounded off the float's last digits.
    startHolding: Math.round(startHolding * 1e6) / 1e6,
    tradesCount,
    firstTradeDate,
  };
}
