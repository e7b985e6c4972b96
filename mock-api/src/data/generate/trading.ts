/**
 * Trades and holdings that reconcile. Trades are drawn day by day (so their ids follow the trade
 * date) across weighted accounts, each trading its own universe of securities at about the day's
 * close, never selling more than it holds. Holdings are snapshots of those positions at every
 * quarter end and on the as-of day; then a known handful are broken on purpose (see `breaks.ts`).
 * Tight loops over typed arrays: a million trades take a couple of seconds.
 */
import type { Account, Holding, IngestionFile, Security, Trade } from '@backoffice/core/api';
import { positionKey } from '../../store/positions.ts';
import type { PriceBook } from '../../store/price-book.ts';
import type { Rng } from './rng.ts';
import { cumulative, perDay, pickIndex, universes } from './trading-draws.ts';

export interface TradingInput {
  rng: Rng;
  accounts: readonly Account[];
  securities: readonly Security[];
  prices: PriceBook;
  count: number;
  /** Securities the cases are about: accounts favour them, so the loss runs find trades. */
  featured: readonly number[];
  /** Day indexes whose closing positions become holdings. */
  snapshotDays: readonly number[];
  /** The custodian file a trade of this account on this day came in; its row count grows. */
  fileFor(accountIndex: number, dayIndex: number): IngestionFile;
}

export interface TradingOutput {
  trades: Trade[];
  /** Without ids yet: breaks may add or remove some first. */
  holdings: Omit<Holding, 'id'>[];
  /** Trade indexes per account and security, in date order. */
  positions: Map<string, number[]>;
}

/** US equities settle T+1 since 28 May 2024 (T+2 before); the others T+2. */
const US_T1_FROM = '2024-05-28';

export function generateTrading(input: TradingInput): TradingOutput {
  const { rng, accounts, securities, prices, count } = input;
  const { days, closes, fx } = prices;
  const S = securities.length;
  const universe = universes(rng, accounts, securities, input.featured);
  const accountCum = cumulative(accounts.map(() => Math.exp(rng.normal())));
  const position = new Float64Array(accounts.length * S);
  const fxOf = securities.map((s) => fx.get(s.currency) ?? fx.get('USD')!);
  const counts = perDay(rng, days.length, count);
  const snapshots = new Set(input.snapshotDays);
  const trades: Trade[] = [];
  const holdings: Omit<Holding, 'id'>[] = [];
  // Trade indexes per account × security cell; an array beats a Map in the hot loop.
  const positions: (number[] | undefined)[] = new Array<number[] | undefined>(accounts.length * S);

  for (let d = 0; d < days.length; d += 1) {
    const tradeDate = days[d]!;
    for (let k = counts[d]!; k > 0; k -= 1) {
      const a = pickIndex(accountCum, rng.next());
      const mine = universe[a]!;
      const s = mine[Math.floor(rng.next() * mine.length)]!;
      const held = position[a * S + s]!;
      const sell = held > 0 && rng.next() < 0.4;
      const price = Math.round(closes[s]![d]! * (1 + rng.normal() * 0.003) * 10000) / 10000;
      const rate = fxOf[s]![d]!;
      const lot = price * rate > 500 ? 10 : 100;
      let quantity: number;
      if (sell) {
        quantity = Math.min(
          held,
          Math.max(lot, Math.round((held * rng.pick([0.25, 0.5, 1])) / lot) * lot),
        );
      } else {
        const notionalUsd = Math.exp(Math.log(250_000) + rng.normal() * 0.9);
        quantity = Math.max(lot, Math.round(notionalUsd / (price * rate) / lot) * lot);
      }
      position[a * S + s] = held + (sell ? -quantity : quantity);
      const account = accounts[a]!;
      const security = securities[s]!;
      const settleLag = security.market === 'domestic' && tradeDate >= US_T1_FROM ? 1 : 2;
      const amount = Math.round(quantity * price * 100) / 100;
      const file = input.fileFor(a, d);
      file.rowCount += 1;
      const key = a * S + s;
      const list = positions[key];
      if (list) list.push(trades.length);
      else positions[key] = [trades.length];
      trades.push({
        id: `TR-${String(trades.length + 1).padStart(7, '0')}`,
        accountId: account.id,
        accountNumber: account.accountNumber,
        clientId: account.clientId,
        clientName: account.clientName,
        custodian: account.custodian,
        securityId: security.id,
        cusip: security.cusip,
        ticker: security.ticker,
        securityName: security.name,
        market: security.market,
        tradeDate,
        settleDate: days[d + settleLag] ?? days[days.length - 1]!,
        side: sell ? 'sell' : 'buy',
        quantity,
        price,
        currency: security.currency,
        fxRate: rate,
        amount,
        amountUsd: Math.round(amount * rate * 100) / 100,
        sourceFileId: file.id,
      });
    }
    if (snapshots.has(d)) snapshot(d);
  }

  function snapshot(d: number) {
    accounts.forEach((account, a) => {
      for (const s of universe[a]!) {
        const quantity = position[a * S + s]!;
        if (quantity <= 0) continue;
        const security = securities[s]!;
        const price = closes[s]![d]!;
        holdings.push({
          accountId: account.id,
          accountNumber: account.accountNumber,
          clientId: account.clientId,
          clientName: account.clientName,
          custodian: account.custodian,
          securityId: security.id,
          cusip: security.cusip,
          ticker: security.ticker,
          securityName: security.name,
          market: security.market,
          asOfDate: days[d]!,
          quantity,
          price,
          marketValue: Math.round(quantity * price * 100) / 100,
          currency: security.currency,
        });
      }
    });
  }

  const byIds = new Map<string, number[]>();
  for (const [key, list] of positions.entries()) {
    if (!list) continue;
    byIds.set(positionKey(accounts[Math.floor(key / S)]!.id, securities[key % S]!.id), list);
  }
  return { trades, holdings, positions: byIds };
}
