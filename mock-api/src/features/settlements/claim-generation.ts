/**
 * The claims of a settlement, generated from the trades: one per client with a trade of an
 * eligible security in the settlement class period (the loss runs' rule, through the store's
 * position index), its recognized loss computed by core `claimRecognizedLoss` per account ×
 * security with the lot trail. Run when the settlement is created and when its period,
 * securities or plan change: a claim still `eligible` follows the new figures (or goes when its
 * client no longer qualifies); a claim past `eligible` keeps its status and what it recorded,
 * and only its figures are recomputed.
 */
import type { Claim, ClaimPositionRecord, Settlement } from '@backoffice/core/api';
import {
  claimRecognizedLoss,
  type ClaimPosition,
  type ClaimRecognizedLoss,
  type SettlementPeriod,
} from '@backoffice/core/domain';
import { runPositions, toEngine, type RunPosition } from '../../domain/analysis/loss-input.ts';
import { addDays } from '../../domain/dates.ts';
import { pricePoints } from '../../store/prices.ts';
import type { Store } from '../../store/store.ts';
import { created, changed, type Ctx } from '../resource.ts';

const periodOf = (s: Settlement): SettlementPeriod => ({
  start: s.classPeriodStart,
  end: s.classPeriodEnd,
  disclosureDate: s.disclosureDate,
});

interface ClientPositions {
  clientId: string;
  positions: RunPosition[];
}

/** Positions with a class-period trade of an eligible security, grouped by client. */
function eligiblePositions(store: Store, s: Settlement): ClientPositions[] {
  const dates = {
    classPeriodStart: s.classPeriodStart,
    classPeriodEnd: s.classPeriodEnd,
    disclosureDate: s.disclosureDate ?? addDays(s.classPeriodEnd, 1),
  };
  const securityIds = s.securities.map((x) => x.securityId);
  const byClient = new Map<string, RunPosition[]>();
  for (const position of runPositions(store, securityIds, dates)) {
    const list = byClient.get(position.account.clientId) ?? [];
    list.push(position);
    byClient.set(position.account.clientId, list);
  }
  return [...byClient].map(([clientId, positions]) => ({ clientId, positions }));
}

/** Each position's loss under its security's table, the trail's trade indexes as trade ids. */
function clientLoss(store: Store, s: Settlement, positions: readonly RunPosition[]) {
  const rows = store.trades.positions;
  const disclosure = s.disclosureDate ?? addDays(s.classPeriodEnd, 1);
  const records: ClaimPositionRecord[] = [];
  const problems: string[] = [];
  let amount = 0;
  for (const table of s.securities) {
    const mine = positions.filter((p) => p.securityId === table.securityId);
    if (mine.length === 0) continue;
    const ticker = store.securities.get(table.securityId)?.ticker ?? table.securityId;
    const closes = pricePoints(store, table.securityId, addDays(disclosure, -1), store.asOf);
    const input: ClaimPosition[] = mine.map((p) => ({
      account: p.account.id,
      securityId: p.securityId,
      trades: p.trades.map((i) => toEngine(rows[i]!)),
      closes,
    }));
    const plan = {
      inflation: table.inflation,
      lookback: { mean: table.lookbackMean },
      perShareCap: s.perShareCap,
      minimumPayment: s.minimumPayment,
      belowMinimum: s.belowMinimum,
    };
    const loss: ClaimRecognizedLoss = claimRecognizedLoss(plan, periodOf(s), input);
    amount += loss.amount;
    for (const p of loss.positions) {
      const position = mine.find((m) => m.account.id === p.account)!;
      const tradeOf = (index: number | null) =>
        index === null ? null : (rows[position.trades[index]!] ?? null);
      records.push({
        accountId: p.account,
        accountNumber: position.account.accountNumber,
        securityId: p.securityId,
        ticker,
        amount: p.amount,
        marketLoss: p.marketLoss,
        lots: p.lots.map((l) => {
          const buy = tradeOf(l.purchaseIndex)!;
          const sale = tradeOf(l.saleIndex);
          return {
            purchaseTradeId: buy.id,
            purchaseDate: buy.tradeDate,
            saleTradeId: sale?.id ?? null,
            saleDate: sale?.tradeDate ?? null,
            quantity: l.quantity,
            perShare: l.perShare,
            amount: l.amount,
            explanation: l.explanation,
          };
        }),
      });
    }
    for (const p of loss.problems) {
      const account = store.accounts.get(p.account)?.accountNumber ?? p.account;
      problems.push(`Account ${account}, ${ticker}: ${p.message}`);
    }
  }
  return { recognizedLoss: amount, positions: records, problems };
}

function newClaim(
  store: Store,
  s: Settlement,
  clientId: string,
  ctx: Ctx,
): Omit<Claim, 'recognizedLoss' | 'positions' | 'problems'> {
  return {
    id: store.claims.nextId(),
    settlementId: s.id,
    settlementName: s.name,
    caseId: s.caseId,
    clientId,
    clientName: store.clients.get(clientId)?.name ?? clientId,
    status: 'eligible',
    filedOn: null,
    claimNumber: null,
    deficiency: null,
    rejectionReason: null,
    payment: null,
    expectedPayment: null,
    history: [
      {
        status: 'eligible',
        on: ctx.now.toISOString(),
        by: 'system',
        note: `Generated: traded an eligible security between ${s.classPeriodStart} and ${s.classPeriodEnd}`,
      },
    ],
    ...created(ctx),
  };
}

/** Brings the settlement's claims in line with its period, securities and plan. */
export function syncClaims(store: Store, s: Settlement, ctx: Ctx): void {
  const existing = new Map(
    store.claims
      .all()
      .filter((c) => c.settlementId === s.id)
      .map((c) => [c.clientId, c]),
  );
  const eligible = eligiblePositions(store, s);
  for (const { clientId, positions } of eligible) {
    const figures = clientLoss(store, s, positions);
    const before = existing.get(clientId);
    existing.delete(clientId);
    if (!before) {
      store.claims.put({ ...newClaim(store, s, clientId, ctx), ...figures });
      continue;
    }
    const same =
      before.recognizedLoss === figures.recognizedLoss &&
      JSON.stringify(before.positions) === JSON.stringify(figures.positions) &&
      JSON.stringify(before.problems) === JSON.stringify(figures.problems);
    if (!same) store.claims.put({ ...before, ...figures, ...changed(ctx) });
  }
  // Clients no longer eligible: an untouched claim goes; one staff worked on stays, at 0.
  for (const claim of existing.values()) {
    if (claim.status === 'eligible') store.claims.delete(claim.id);
    else if (claim.recognizedLoss !== 0 || claim.positions.length > 0)
      store.claims.put({
        ...claim,
        recognizedLoss: 0,
        positions: [],
        problems: [],
        ...changed(ctx),
      });
  }
}
