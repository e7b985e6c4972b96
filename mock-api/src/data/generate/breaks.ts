/**
 * The deliberate breaks between trades and holdings, so the discrepancy screen has something to
 * show and the reconciliation has something to find: a few holdings with the wrong quantity, a
 * few positions the custodian left out, and a few holdings of securities never traded.
 */
import type { DiscrepancyKind, Holding, Security } from '@backoffice/core/api';
import { positionKey } from './trading.ts';
import type { Rng } from './rng.ts';

export interface KnownBreak {
  accountId: string;
  securityId: string;
  asOfDate: string;
  kind: DiscrepancyKind;
}

type Unnumbered = Omit<Holding, 'id'>;

export const BREAK_COUNTS = {
  quantity_mismatch: 4,
  missing_holding: 2,
  unexpected_holding: 2,
} as const satisfies Record<DiscrepancyKind, number>;

export function breakHoldings(
  rng: Rng,
  holdings: readonly Unnumbered[],
  securities: readonly Security[],
  traded: ReadonlyMap<string, unknown>,
): { holdings: Holding[]; breaks: KnownBreak[] } {
  const rows = [...holdings];
  const breaks: KnownBreak[] = [];
  const touched = new Set<number>();
  const pickRow = () => {
    for (;;) {
      const i = rng.int(0, rows.length - 1);
      if (!touched.has(i)) {
        touched.add(i);
        return i;
      }
    }
  };
  const note = (h: Unnumbered, kind: DiscrepancyKind) =>
    breaks.push({ accountId: h.accountId, securityId: h.securityId, asOfDate: h.asOfDate, kind });

  for (let n = 0; n < BREAK_COUNTS.quantity_mismatch; n += 1) {
    const i = pickRow();
    const h = rows[i]!;
    const delta = rng.pick([-100, 100, 200]);
    const quantity = h.quantity + (h.quantity + delta > 0 ? delta : 100);
    rows[i] = { ...h, quantity, marketValue: Math.round(quantity * h.price * 100) / 100 };
    note(h, 'quantity_mismatch');
  }
  const missing = Array.from({ length: BREAK_COUNTS.missing_holding }, pickRow);
  for (const i of missing) note(rows[i]!, 'missing_holding');
  const phantoms = new Set<string>();
  for (let n = 0; n < BREAK_COUNTS.unexpected_holding; n += 1) {
    const h = rows[pickRow()]!;
    const never = securities.find((s) => {
      const k = positionKey(h.accountId, s.id);
      return s.currency === h.currency && !traded.has(k) && !phantoms.has(k);
    });
    if (!never) continue;
    phantoms.add(positionKey(h.accountId, never.id));
    const phantom = { ...h, securityId: never.id, cusip: never.cusip, ticker: never.ticker };
    rows.push({
      ...phantom,
      securityName: never.name,
      market: never.market,
      quantity: 1000,
      marketValue: Math.round(1000 * h.price * 100) / 100,
    });
    note(phantom, 'unexpected_holding');
  }
  const dropped = new Set(missing);
  const kept = rows.filter((_, i) => !dropped.has(i));
  return {
    holdings: kept.map((h, i) => ({ id: `HO-${String(i + 1).padStart(6, '0')}`, ...h })),
    breaks,
  };
}
