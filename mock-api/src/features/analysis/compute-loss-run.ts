/**
 * A loss run: for each of the client's accounts and each security of the case, the recognised
 * loss of its trades over the class period (core `recognizedLoss`), against the 90-day
 * look-back price. A case whose look-back has no prices yet gives a failed run.
 */
import type { Case, Client, LossMethod, LossResult, LossRun } from '@backoffice/core/api';
import { lookbackEnd, lookbackPrice, recognizedLoss } from '@backoffice/core/domain';
import { positionKey } from '../../data/generate/trading.ts';
import { pricePoints } from '../../store/prices.ts';
import type { Store } from '../../store/store.ts';

export interface RunRequest {
  id: string;
  case: Case;
  client: Client;
  method: LossMethod;
  createdAt: string;
  createdBy: string;
  nextResultId: () => string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function computeLossRun(
  store: Store,
  request: RunRequest,
): { run: LossRun; results: LossResult[] } {
  const { case: c, client } = request;
  const accounts = store.accounts.all().filter((a) => a.clientId === client.id);
  const lookback: Record<string, number> = {};
  const results: LossResult[] = [];
  let failure: string | null = null;
  for (const securityId of c.securityIds) {
    const window = pricePoints(store, securityId, c.classPeriodEnd, lookbackEnd(c.classPeriodEnd));
    const price = lookbackPrice(window, c.classPeriodEnd);
    if (price === null) {
      failure = `No prices after the class period for ${securityId} yet: the look-back cannot be computed`;
      continue;
    }
    lookback[securityId] = round2(price);
    const security = store.securities.get(securityId);
    for (const account of accounts) {
      const all = store.trades.all();
      const trades = (store.positions.get(positionKey(account.id, securityId)) ?? []).map(
        (i) => all[i]!,
      );
      const outcome = recognizedLoss({
        method: request.method,
        classPeriodStart: c.classPeriodStart,
        classPeriodEnd: c.classPeriodEnd,
        lookbackPrice: price,
        transactions: trades.map((t) => ({
          date: t.tradeDate,
          side: t.side,
          quantity: t.quantity,
          price: t.price,
        })),
      });
      if (
        outcome.purchasedQuantity === 0 ||
        !outcome.firstPurchaseDate ||
        !outcome.lastPurchaseDate
      )
        continue;
      results.push({
        id: request.nextResultId(),
        runId: request.id,
        clientId: client.id,
        accountId: account.id,
        accountNumber: account.accountNumber,
        securityId,
        ticker: security?.ticker ?? '',
        cusip: security?.cusip ?? '',
        firstPurchaseDate: outcome.firstPurchaseDate,
        lastPurchaseDate: outcome.lastPurchaseDate,
        purchasedQuantity: outcome.purchasedQuantity,
        soldQuantity: outcome.soldQuantity,
        heldQuantity: outcome.heldQuantity,
        purchaseCost: round2(outcome.purchaseCost),
        salesProceeds: round2(outcome.salesProceeds),
        holdingValue: round2(outcome.holdingValue),
        recognizedLoss: round2(outcome.recognizedLoss),
      });
    }
  }
  const run: LossRun = {
    id: request.id,
    caseId: c.id,
    caseCaption: c.caption,
    clientId: client.id,
    clientName: client.name,
    method: request.method,
    status: failure ? 'failed' : 'completed',
    classPeriodStart: c.classPeriodStart,
    classPeriodEnd: c.classPeriodEnd,
    lookbackPrices: lookback,
    accountsCount: failure ? 0 : new Set(results.map((r) => r.accountId)).size,
    resultsCount: failure ? 0 : results.length,
    totalRecognizedLoss: failure
      ? 0
      : round2(results.reduce((sum, r) => sum + r.recognizedLoss, 0)),
    message: failure,
    createdAt: request.createdAt,
    createdBy: request.createdBy,
  };
  return { run, results: failure ? [] : results };
}
