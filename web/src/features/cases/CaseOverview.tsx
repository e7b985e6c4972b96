/** The case's own fields, its status (with the moves the user may make) and its deadlines. */
import type { Case } from '@backoffice/core/api';
import { Details } from '../../components/detail/Details.tsx';
import { formatBoolean, formatDate, formatMoney } from '../../lib/format/format.ts';
import { CaseDeadlines } from './CaseDeadlines.tsx';
import { StatusBadge } from './CaseBadges.tsx';
import { CaseStatusControl } from './CaseStatusControl.tsx';

export function CaseOverview({ case: c }: { case: Case }) {
  return (
    <div className="case-stack">
      <section className="card" aria-labelledby="case-status-title">
        <h2 id="case-status-title" className="case-section-title">
          Status
        </h2>
        <div className="case-status">
          <StatusBadge status={c.status} />
          <CaseStatusControl case={c} />
        </div>
      </section>
      <section className="card" aria-labelledby="case-details-title">
        <h2 id="case-details-title" className="case-section-title">
          Details
        </h2>
        <Details
          items={[
            { label: 'Court', value: c.court },
            { label: 'Judge', value: c.judge },
            { label: 'Docket number', value: c.docketNumber },
            { label: 'Lead counsel', value: c.leadCounsel },
            { label: 'Filed on', value: formatDate(c.filedOn) },
            {
              label: 'Class period',
              value: `${formatDate(c.classPeriodStart)} – ${formatDate(c.classPeriodEnd)}`,
            },
            { label: 'DOG case', value: formatBoolean(c.dog) },
            { label: 'Settlement amount', value: formatMoney(c.settlementAmount) },
            {
              label: 'Description',
              value: c.description ? <p className="case-description">{c.description}</p> : null,
              wide: true,
            },
          ]}
        />
      </section>
      <section className="card" aria-labelledby="case-deadlines-title">
        <h2 id="case-deadlines-title" className="case-section-title">
          Deadlines
        </h2>
        <CaseDeadlines deadlines={c.deadlines} />
      </section>
    </div>
  );
}
