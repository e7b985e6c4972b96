/**
 * The deliberate breaks between trades and holdings, so the discrepancy screen has something to
 * show and the reconciliation has something to find: a few holdings with the wrong quantity, a
 * few positions the custodian left out, a few holdings of securities never traded, shares moved
 * between two accounts of one client, and a 2-for-1 split the trades do not know of. All on the
 * last report date, so each makes one break (an earlier one would also break the next period).
 */
import type { DiscrepancyKind, Holding, Security } from '@backoffice/core/api';
import { splitRatio } from '@backoffice/core/domain';
import { positionKey } from '../../store/positions.ts';
import type { KnownBreak } from '../../store/known-break.ts';
import type { Rng } from './rng.ts';

type Unnumbered = Omit<Holding, 'id'>;

export const BREAK_COUNTS = {
  quantity_mismatch: 4,
  missing_holding: 2,
  unexpected_holding: 2,
} as const satisfies Record<DiscrepancyKind, number>;

const withQuantity = (h: Unnumbered, quantity: number): Unnumbered => ({
  ...h,
  quantity,
  marketValue: Math.round(quantity * h.price * 100) / 100,
});

export function breakHoldings(
  rng: Rng,
  holdings: readonly Unnumbered[],
  securities: readonly Security[],
  traded: ReadonlyMap<string, unknown>,
): { holdings: Holding[]; breaks: KnownBreak[] } {
  const rows = [...holdings];
  const breaks: KnownBreak[] = [];
  const last = rows.reduce((d, h) => (h.asOfDate > d ? h.asOfDate : d), '');
  const candidates = rows.flatMap((h, i) => (h.asOfDate === last ? [i] : []));
  const touched = new Set<number>();
  const pickRow = () => {
    for (;;) {
      const i = rng.pick(candidates);
      if (!touched.has(i)) {
        touched.add(i);
        return i;
      }
    }
  };
  const note = (h: Unnumbered, kind: DiscrepancyKind, cause?: KnownBreak['cause']) =>
    breaks.push({
      accountId: h.accountId,
      securityId: h.securityId,
      asOfDate: h.asOfDate,
      kind,
      ...(cause ? { cause } : {}),
    });

  for (let n = 0; n < BREAK_COUNTS.quantity_mismatch; n += 1) {
    const i = pickRow();
    const h = rows[i]!;
    // Odd sizes, so no mismatch looks like a split.
    const delta = rng.pick([-70, 30, 130]);
    const quantity =
      h.quantity + delta > 0 && !splitRatio(h.quantity, h.quantity + delta)
        ? h.quantity + delta
        : h.quantity + 37;
    rows[i] = withQuantity(h, quantity);
    note(h, 'quantity_mismatch');
  }
  transfer(rows, candidates, touched, note);
  const split = pickRow();
  rows[split] = withQuantity(rows[split]!, rows[split]!.quantity * 2);
  note(rows[split], 'quantity_mismatch', 'split');

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
    rows.push({ ...withQuantity(phantom, 1000), securityName: never.name, market: never.market });
    note(phantom, 'unexpected_holding');
  }
  const dropped = new Set(missing);
  const kept = rows.filter((_, i) => !dropped.has(i));
  return {
    holdings: kept.map((h, i) => ({ id: `HO-${String(i + 1).padStart(6, '0')}`, ...h })),
    breaks,
  };
}

/** 100 shares moved between two accounts of one client holding the same security. */
function transfer(
  rows: Unnumbered[],
  candidates: readonly number[],
  touched: Set<number>,
  note: (h: Unnumbered, kind: DiscrepancyKind, cause: 'transfer') => void,
) {
  // Positions by client and security, so a partner is found without scanning every row.
  const byPosition = new Map<string, number[]>();
  for (const i of candidates) {
    const k = `${rows[i]!.clientId}|${rows[i]!.securityId}`;
    byPosition.set(k, [...(byPosition.get(k) ?? []), i]);
  }
  for (const i of candidates) {
    const from = rows[i]!;
    if (touched.has(i) || from.quantity <= 300) continue;
    const j = byPosition
      .get(`${from.clientId}|${from.securityId}`)
      ?.find((k) => !touched.has(k) && rows[k]!.accountId !== from.accountId);
    if (j === undefined) continue;
    touched.add(i).add(j);
    rows[i] = withQuantity(from, from.quantity - 100);
    rows[j] = withQuantity(rows[j]!, rows[j]!.quantity + 100);
    note(from, 'quantity_mismatch', 'transfer');
    note(rows[j], 'quantity_mismatch', 'transfer');
    return;
  }
}
