/** A settlement's fund, administrator and dates as detail items. */
import type { Settlement } from '@backoffice/core/api';
import type { DetailItem } from '../../components/detail/Details.tsx';
import { formatCents, formatDate } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';

export function settlementDetails(s: Settlement): DetailItem[] {
  const admin = s.administrator;
  return [
    { label: 'Gross fund', value: formatCents(s.grossFund) },
    { label: "Attorneys' fees", value: formatCents(s.feesAwarded) },
    { label: 'Expenses', value: formatCents(s.expensesAwarded) },
    { label: 'Net fund', value: formatCents(s.netFund) },
    { label: 'Claim deadline', value: formatDate(s.claimDeadline) },
    { label: 'Opt-out deadline', value: formatDate(s.optOutDeadline) },
    { label: 'Objection deadline', value: formatDate(s.objectionDeadline) },
    { label: 'Fairness hearing', value: formatDate(s.fairnessHearingOn) },
    { label: 'Preliminary approval', value: formatDate(s.preliminaryApprovalOn) },
    { label: 'Final approval', value: formatDate(s.finalApprovalOn) },
    {
      label: 'Settlement class period',
      value: `${formatDate(s.classPeriodStart)} – ${formatDate(s.classPeriodEnd)}`,
    },
    { label: 'Claims administrator', value: admin.name },
    { label: 'Filing method', value: humanize(admin.filingMethod) },
    {
      label: 'Website',
      value: admin.website ? (
        <a href={admin.website} target="_blank" rel="noreferrer noopener">
          {admin.website}
        </a>
      ) : null,
    },
    { label: 'Address', value: admin.address, wide: true },
    {
      label: 'Distribution report total',
      value: s.distributionTotal === null ? null : formatCents(s.distributionTotal),
    },
  ];
}
