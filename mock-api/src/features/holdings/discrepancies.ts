/**
 * Holding-trade discrepancies: core's period reconciliation over the custodians' holdings and
 * trades, with the causes the data suggests. The breaks are found again after any change to the
 * trades or holdings (an ingestion, an undo), their causes after any change to the tracker or
 * the accounts too; the notes that explain them are a collection, joined on every call.
 */
import {
  discrepancyList,
  type Discrepancy,
  type DiscrepancyCause,
  type TrackerEntry,
} from '@backoffice/core/api';
import { reconcile, suggestCauses, type BreakCause } from '@backoffice/core/domain';
import { notFound } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import { listRows } from '../../query/list.ts';
import { derivedFrom } from '../../store/derived.ts';
import type { Store } from '../../store/store.ts';

type Found = Omit<Discrepancy, 'explained' | 'explanation'>;

/**
 * Trades files past due that never came: the months a break may fall into. A file not yet due
 * (pending) is no cause: the period's trades simply are not all in.
 */
function missingTradeFiles(tracker: readonly TrackerEntry[]) {
  const missing = new Map<string, string[]>();
  for (const t of tracker) {
    if (t.kind !== 'trades' || t.status !== 'missing') continue;
    const k = `${t.clientId}|${t.custodian}`;
    missing.set(k, [...(missing.get(k) ?? []), t.period]);
  }
  return (clientId: string, custodian: string) => missing.get(`${clientId}|${custodian}`) ?? [];
}

function causeOf(store: Store, cause: BreakCause | null): DiscrepancyCause | null {
  if (cause?.kind !== 'transfer') return cause;
  const account = store.accounts.get(cause.counterpartAccountId);
  return { ...cause, counterpartAccountNumber: account?.accountNumber ?? '' };
}

const breaksOf = derivedFrom(
  (store: Store) => [store.trades, store.holdings],
  (store) => reconcile(store.trades.all(), store.holdings.all()),
);

export const discrepancies = derivedFrom(
  (store: Store) => [store.trades, store.holdings, store.tracker, store.accounts, store.securities],
  (store): Found[] => foundIn(store, breaksOf(store)),
);

function foundIn(store: Store, breaks: ReturnType<typeof breaksOf>): Found[] {
  const causes = suggestCauses(breaks, {
    accountOf: (id) => store.accounts.get(id),
    missingTradeFiles: missingTradeFiles(store.tracker.all()),
  });
  return breaks.map((b, i): Found => {
    const account = store.accounts.get(b.accountId);
    const security = store.securities.get(b.securityId);
    return {
      id: `DS-${String(i + 1).padStart(4, '0')}`,
      accountId: b.accountId,
      accountNumber: account?.accountNumber ?? '',
      clientId: account?.clientId ?? '',
      clientName: account?.clientName ?? '',
      custodian: account?.custodian ?? '',
      securityId: b.securityId,
      cusip: security?.cusip ?? '',
      ticker: security?.ticker ?? '',
      securityName: security?.name ?? '',
      market: security?.market ?? 'domestic',
      startDate: b.startDate,
      asOfDate: b.endDate,
      kind: b.kind,
      startQuantity: b.start,
      bought: b.bought,
      sold: b.sold,
      tradeQuantity: b.expected,
      holdingQuantity: b.end,
      difference: b.difference,
      tradeIds: b.tradeIds,
      cause: causeOf(store, causes[i] ?? null),
    };
  });
}

function withNote(store: Store, row: Found): Discrepancy {
  const note = store.discrepancyNotes.get(row.id);
  return {
    ...row,
    explained: note !== undefined,
    explanation: note
      ? { note: note.note, explainedBy: note.explainedBy, explainedAt: note.explainedAt }
      : null,
  };
}

/** A break the caller may see; 404 otherwise. */
function findBreak(call: {
  store: Store;
  scope: { sees(id: string): boolean };
  params: { id: string };
}): Found {
  const row = discrepancies(call.store).find((r) => r.id === call.params.id);
  if (!row || !call.scope.sees(row.clientId)) throw notFound('discrepancy', call.params.id);
  return row;
}

export const discrepancyHandlers: HandlersOf<
  'listDiscrepancies' | 'getDiscrepancy' | 'explainDiscrepancy'
> = {
  listDiscrepancies: (call) =>
    listRows(
      discrepancies(call.store).map((row) => withNote(call.store, row)),
      call.query,
      discrepancyList,
      (row) => call.scope.sees(row.clientId),
    ),
  getDiscrepancy: (call) => withNote(call.store, findBreak(call)),
  explainDiscrepancy: (call) => {
    const row = findBreak(call);
    call.store.discrepancyNotes.put({
      id: row.id,
      note: call.body.note,
      explainedBy: call.user.username,
      explainedAt: call.now.toISOString(),
    });
    return withNote(call.store, row);
  },
};
