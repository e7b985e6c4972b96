/**
 * The class period and the securities it concerns: for each, its identifiers, the corrective
 * disclosure and a price chart with the class period shaded and the disclosure marked.
 */
import type { Case } from '@backoffice/core/api';
import { disclosureOf } from '@backoffice/core/domain';
import { Details } from '../../components/detail/Details.tsx';
import { Banner } from '../../components/feedback/Banner.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatDate, formatNumber } from '../../lib/format/format.ts';
import { classPeriodDays, lookbackEndOf } from './class-period.ts';
import { SecurityPanel } from './SecurityPanel.tsx';

export function CaseSecurities({ case: c }: { case: Case }) {
  // The drops the API ties to this case: the corrective disclosures, per security.
  const drops = useApiQuery('listPriceDrops', {
    query: { caseIds: c.id, sort: 'date:asc', pageSize: 100 },
  });
  return (
    <div className="case-stack">
      <section className="card" aria-labelledby="case-period-title">
        <h2 id="case-period-title" className="case-section-title">
          Class period
        </h2>
        <Details
          items={[
            { label: 'Starts', value: formatDate(c.classPeriodStart) },
            { label: 'Ends', value: formatDate(c.classPeriodEnd) },
            {
              label: 'Length',
              value: `${formatNumber(classPeriodDays(c.classPeriodStart, c.classPeriodEnd))} days`,
            },
            { label: 'Corrective disclosure', value: formatDate(disclosureOf(c)) },
            { label: '90-day lookback ends', value: formatDate(lookbackEndOf(c)) },
          ]}
        />
      </section>
      {drops.isError ? (
        <Banner tone="warning">
          The price drops could not be loaded; the disclosure dates below are estimated.
        </Banner>
      ) : null}
      {c.securityIds.map((id) => (
        <SecurityPanel
          key={id}
          securityId={id}
          case={c}
          drops={drops.data?.items.filter((d) => d.securityId === id) ?? []}
        />
      ))}
    </div>
  );
}
