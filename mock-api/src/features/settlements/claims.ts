/**
 * Claims: listed (filtered by settlement, client, case, status), read, and moved from status to
 * status as core `claimStatusProblem` allows (409 otherwise). Each move records what it needs
 * and a line of history; a payment is checked against the expected one (core `expectedPayment`
 * and `checkPayment`) with the settlement's tolerance. A client-scoped user sees and moves only
 * their clients' claims.
 */
import {
  claimList,
  type Claim,
  type ClaimStatusChange,
  type Settlement,
} from '@backoffice/core/api';
import {
  checkPayment,
  claimStatusProblem,
  expectedPayment,
  settlementNetFund,
} from '@backoffice/core/domain';
import { ApiError } from '../../domain/api-error.ts';
import { formatCents } from '@backoffice/core/loss';
import type { Store } from '../../store/store.ts';
import type { HandlersOf } from '../handler.ts';
import { byClient, changed, resource, type PatchCall } from '../resource.ts';

function expectedOf(claim: Claim, s: Settlement | undefined): number | null {
  if (!s || s.distributionTotal === null) return null;
  const net = settlementNetFund({ ...s, netFund: s.netFundStated });
  return expectedPayment(claim.recognizedLoss, s.distributionTotal, net, s.minimumPayment);
}

function current(row: Claim, store: Store): Claim {
  const s = store.settlements.get(row.settlementId);
  return {
    ...row,
    settlementName: s?.name ?? row.settlementName,
    clientName: store.clients.get(row.clientId)?.name ?? row.clientName,
    expectedPayment: expectedOf(row, s),
  };
}

const claims = resource<Claim>({
  what: 'claim',
  source: (store) => store.claims,
  list: claimList,
  view: current,
  visible: byClient,
});

/** The fields the move records, and its note in the history. */
function recorded(claim: Claim, change: ClaimStatusChange, store: Store): [Partial<Claim>, string] {
  switch (change.status) {
    case 'filed':
      return [
        { filedOn: change.filedOn, claimNumber: change.claimNumber, deficiency: null },
        `Filed on ${change.filedOn}, claim number ${change.claimNumber}`,
      ];
    case 'deficient':
      return [
        { deficiency: { reason: change.reason, cureBy: change.cureBy } },
        `Deficient: ${change.reason}; cure by ${change.cureBy}`,
      ];
    case 'rejected':
      return [{ rejectionReason: change.reason }, `Rejected: ${change.reason}`];
    case 'paid': {
      const s = store.settlements.get(claim.settlementId);
      const expected = expectedOf(claim, s);
      const check =
        expected === null ? null : checkPayment(expected, change.amount, s?.paymentTolerance ?? 0);
      const payment = {
        paidOn: change.paidOn,
        amount: change.amount,
        expected,
        difference: check?.difference ?? null,
        flagged: check?.flagged ?? false,
      };
      const words = check?.flagged
        ? `, ${formatCents(Math.abs(check.difference))} ${check.difference < 0 ? 'under' : 'over'} the expected ${formatCents(check.expected)}`
        : '';
      return [{ payment }, `Paid ${formatCents(change.amount)} on ${change.paidOn}${words}`];
    }
    default:
      return [{}, ''];
  }
}

function setStatus(call: PatchCall<ClaimStatusChange>): Claim {
  const claim = claims.find(call);
  const problem = claimStatusProblem(claim.status, call.body.status);
  if (problem) throw new ApiError('conflict', `${claim.id}: ${problem}`);
  const [fields, words] = recorded(claim, call.body, call.store);
  const note = [words, call.body.note ?? ''].filter((w) => w !== '').join('. ');
  const entry = {
    status: call.body.status,
    on: call.now.toISOString(),
    by: call.user.username,
    note,
  };
  const next = {
    ...claim,
    ...fields,
    status: call.body.status,
    history: [...claim.history, entry],
    ...changed(call),
  };
  return current(call.store.claims.put(next), call.store);
}

export const claimHandlers: HandlersOf<'listClaims' | 'getClaim' | 'setClaimStatus'> = {
  listClaims: claims.list,
  getClaim: claims.get,
  setClaimStatus: setStatus,
};
