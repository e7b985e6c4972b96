/**
 * A client's trades in one security, from every chosen account (all pages of each), as grid
 * rows in date order: what the custodians reported, before the class period too, since the
 * engine counts those into the holding at its start. Foreign trades carry their FX rate, and
 * each row its account's number (the figures are worked out per account, as loss runs do).
 */
import type { Trade } from '@backoffice/core/api';
import type { TradeText } from '@backoffice/core/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { EVERY_PAGE_SIZE, fetchEveryPage, type Progress } from '../../../lib/api/every-page.ts';

export function tradeText(trade: Trade): TradeText {
  return {
    date: trade.tradeDate,
    side: trade.side === 'buy' ? 'BUY' : 'SELL',
    quantity: String(trade.quantity),
    price: String(trade.price),
    fxRate: trade.currency === 'USD' ? '' : String(trade.fxRate),
  };
}

/** By date; the same day keeps each account's own order, accounts in the order chosen. */
export function inDateOrder(trades: readonly Trade[]): Trade[] {
  return trades
    .map((trade, index) => ({ trade, index }))
    .sort((a, b) =>
      a.trade.tradeDate < b.trade.tradeDate
        ? -1
        : a.trade.tradeDate > b.trade.tradeDate
          ? 1
          : a.index - b.index,
    )
    .map(({ trade }) => trade);
}

export function useTradeLoading() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** The trades, or null when a newer load (or leaving the screen) cancelled this one. */
  const load = useCallback(async (securityId: string, accountIds: readonly string[]) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const lists = accountIds.map(
      (accountId) => (page: number) =>
        apiRequest(
          'listTrades',
          {
            query: {
              accountId,
              securityId,
              sort: 'tradeDate:asc',
              page,
              pageSize: EVERY_PAGE_SIZE,
            },
          },
          controller.signal,
        ),
    );
    try {
      const trades = await fetchEveryPage(lists, setProgress);
      if (controller.signal.aborted) return null;
      return inDateOrder(trades).map((t) => ({ ...tradeText(t), account: t.accountNumber }));
    } catch (error) {
      if (controller.signal.aborted) return null;
      throw error;
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  }, []);

  return { progress, load };
}
