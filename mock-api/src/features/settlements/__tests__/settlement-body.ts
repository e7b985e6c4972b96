/**
 * A settlement of a settled case of the generated data, for the HTTP tests: the case's own
 * class period, securities and inflation table, M the mean of the 90 days' closes. CA-0020 has
 * a plan and, in the tests' 5,000 trades, seven clients trading in its class period, the demo
 * viewer's Northwind among them.
 */
import type { SettlementCreate } from '@backoffice/core/api';
import { addDays } from '../../../domain/dates.ts';
import { pricePoints } from '../../../store/prices.ts';
import type { Store } from '../../../store/store.ts';

export const SETTLED_CASE = 'CA-0020';

export function settlementBody(
  store: Store,
  over: Partial<SettlementCreate> = {},
): SettlementCreate {
  const c = store.cases.get(over.caseId ?? SETTLED_CASE)!;
  const securities = c.securityIds.map((securityId) => {
    const closes = pricePoints(store, securityId, c.classPeriodEnd, addDays(c.classPeriodEnd, 90));
    const mean = closes.reduce((sum, p) => sum + p.close, 0) / Math.max(1, closes.length);
    return {
      securityId,
      inflation: c.planOfAllocation!.inflation,
      lookbackMean: Math.round(mean * 100) / 100 || 1,
    };
  });
  return {
    caseId: c.id,
    name: 'Settlement with the issuer',
    grossFund: 20_000_000_00,
    feesAwarded: 5_000_000_00,
    expensesAwarded: 400_000_00,
    administrator: {
      name: 'Epiq Class Action Services',
      address: 'P.O. Box 4850, Portland, OR 97208',
      website: 'https://www.example-settlement.com',
      filingMethod: 'electronic',
    },
    preliminaryApprovalOn: '2026-06-01',
    objectionDeadline: '2026-09-01',
    optOutDeadline: '2026-09-01',
    fairnessHearingOn: '2026-09-22',
    claimDeadline: '2026-11-20',
    classPeriodStart: c.classPeriodStart,
    classPeriodEnd: c.classPeriodEnd,
    securities,
    minimumPayment: 10_00,
    ...over,
  };
}
