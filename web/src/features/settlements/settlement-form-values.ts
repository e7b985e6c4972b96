/** What a new settlement's form starts from: empty, the case given by the link if any. */
import type { settlementFormSchema } from '@backoffice/core/api';
import type { FormValuesOf } from '../../lib/form/contract-schema.ts';

export type SettlementFormValues = FormValuesOf<typeof settlementFormSchema>;

export function newSettlementValues(caseId: string): SettlementFormValues {
  return {
    caseId,
    name: '',
    grossFund: null,
    feesAwarded: null,
    expensesAwarded: null,
    netFundStated: null,
    administrator: { name: '', address: '', website: '', filingMethod: 'electronic' },
    preliminaryApprovalOn: null,
    finalApprovalOn: null,
    fairnessHearingOn: null,
    claimDeadline: '',
    optOutDeadline: null,
    objectionDeadline: null,
    classPeriodStart: '',
    classPeriodEnd: '',
    disclosureDate: null,
    securityIds: [],
    securities: [],
    perShareCap: null,
    minimumPayment: 10,
    belowMinimum: 'redistribute',
    paymentTolerance: 1,
    distributionTotal: null,
  };
}
