/**
 * Trades and holdings that reconcile. Trades are drawn day by day (so their ids follow the trade
 * date) across weighted accounts, each trading its own universe of securities at about the day's
 * close, never selling more than it holds. Holdings are snapshots of those positions at every
 * quarter end and on the as-of day; then a known handful are broken on purpose (see `breaks.ts`).
 * Tight loops over typed arrays: a million trades take a couple of seconds.
 */
import type { Account, Holding, IngestionFile, Security, Trade } from '@backoffice/core/api';
import type { PriceBook } from './prices.ts';
import type { Rng } from './rng.ts';

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

function universes(
  rng: Rng,
  accounts: readonly Account[],
  securities: readonly Security[],
  featured: readonly number[],
) {
  const byCurrency = new Map<string, number[]>();
  securities.forEach((s, i) =>
    byCurrency.set(s.currency, [...(byCurrency.get(s.currency) ?? []), i]),
  );
  const domestic = securities.flatMap((s, i) => (s.market === 'domestic' ? [i] : []));
  const foreign = securities.flatMap((s, i) => (s.market === 'foreign' ? [i] : []));
  return accounts.map((a) => {
    const local = a.currency === 'USD' ? domestic : (byCurrency.get(a.currency) ?? foreign);
    const size = rng.int(8, 24);
    const picks = new Set(rng.sample(local, Math.min(local.length, size - 3)));
    if (a.currency === 'USD') for (const f of rng.sample(featured, rng.int(6, 14))) picks.add(f);
    for (const f of rng.sample(a.currency === 'USD' ? foreign : domestic, 3)) picks.add(f);
    return Int32Array.from(picks);
  });
}

function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => (out[i] = sum += w));
  return out;
}

function pickIndex(cum: Float64Array, r: number): number {
  const target = r * cum[cum.length - 1]!;
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many trades fall on each day: about even, with busier and quieter days. */
function perDay(rng: Rng, days: number, total: number): Int32Array {
  const weights = Array.from({ length: days }, () => 0.6 + rng.next() * 0.8);
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = Int32Array.from(weights, (w) => Math.floor((w / sum) * total));
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (let d = 0; left > 0; d = (d + 1) % days, left -= 1) counts[d]! += 1;
  return counts;
}

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
  const positions = new Map<number, number[]>();

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
      const list = positions.get(key);
      if (list) list.push(trades.length);
      else positions.set(key, [trades.length]);
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
  for (const [key, list] of positions) {
    byIds.set(positionKey(accounts[Math.floor(key / S)]!.id, securities[key % S]!.id), list);
  }
  return { trades, holdings, positions: byIds };
}

export function positionKey(accountId: string, securityId: string): string {
  return `${accountId}|${securityId}`;
}
