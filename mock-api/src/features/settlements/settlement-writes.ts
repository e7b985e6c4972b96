/**
 * A settlement as it would be stored, checked against its rules (core
 * `settlementTermsProblems`: dates in order, fees within the fund) and the data (its case and
 * securities exist, each security once). Read-only figures are filled at read time.
 */
import type { Settlement, SettlementCreate, SettlementUpdate } from '@backoffice/core/api';
import { settlementTermsProblems } from '@backoffice/core/domain';
import { ApiError } from '../../domain/api-error.ts';
import type { Store } from '../../store/store.ts';
import { changed, created, type Ctx } from '../resource.ts';

const NO_COUNTS: Settlement['claimCounts'] = {
  eligible: 0,
  in_preparation: 0,
  filed: 0,
  deficient: 0,
  accepted: 0,
  rejected: 0,
  paid: 0,
};

/** Every rule the settlement breaks, each naming its field: 422. */
function check(store: Store, s: Settlement): Settlement {
  const details = settlementTermsProblems({ ...s, netFund: s.netFundStated }).map((p) => ({
    location: 'body' as const,
    field: p.field === 'netFund' ? 'netFundStated' : p.field,
    message: p.message,
  }));
  const seen = new Set<string>();
  s.securities.forEach(({ securityId }, i) => {
    const field = `securities.${String(i)}.securityId`;
    if (!store.securities.get(securityId))
      details.push({ location: 'body', field, message: `No security '${securityId}'` });
    else if (seen.has(securityId))
      details.push({ location: 'body', field, message: `${securityId} is listed twice` });
    seen.add(securityId);
  });
  if (details.length > 0)
    throw new ApiError('unprocessable', details.map((d) => d.message).join('; '), details);
  return s;
}

export function buildSettlement(body: SettlementCreate, ctx: Ctx, id: string): Settlement {
  const c = ctx.store.cases.get(body.caseId);
  if (!c) {
    const message = `No case '${body.caseId}'`;
    throw new ApiError('unprocessable', message, [{ location: 'body', field: 'caseId', message }]);
  }
  return check(ctx.store, {
    id,
    caseCaption: c.caption,
    feesAwarded: 0,
    expensesAwarded: 0,
    netFundStated: null,
    preliminaryApprovalOn: null,
    finalApprovalOn: null,
    fairnessHearingOn: null,
    optOutDeadline: null,
    objectionDeadline: null,
    disclosureDate: null,
    perShareCap: null,
    minimumPayment: 0,
    belowMinimum: 'redistribute',
    paymentTolerance: 100,
    distributionTotal: null,
    ...body,
    netFund: 0,
    claimCounts: NO_COUNTS,
    recognizedTotal: 0,
    ...created(ctx),
  });
}

export function applySettlement(row: Settlement, patch: SettlementUpdate, ctx: Ctx): Settlement {
  return check(ctx.store, { ...row, ...patch, ...changed(ctx) });
}

/** The fields whose change recomputes the claims. */
export const PLAN_FIELDS = [
  'classPeriodStart',
  'classPeriodEnd',
  'disclosureDate',
  'securities',
  'perShareCap',
] as const satisfies readonly (keyof SettlementUpdate)[];
