/**
 * Loss Overview: the latest completed run of each case, totalled by case and by client, ranked
 * largest loss first with FIFO and LIFO side by side, and each case's lead-plaintiff ranking.
 * The case and client filters, and the case ranked, are in the URL.
 */
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../../components/screen/define-screen.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import '../losses.css';
import { LeadPlaintiffRanking } from './LeadPlaintiffRanking.tsx';
import { OverviewFilters } from './OverviewFilters.tsx';
import { CaseTotalsSection, ClientTotalsSection } from './TotalsSections.tsx';
import { useOverviewParams } from './use-overview-params.ts';

function LossOverview() {
  const { caseId, clientId, ranking, set } = useOverviewParams();
  const query = useApiQuery(
    'getLossOverview',
    { query: { caseId: caseId || undefined, clientId: clientId || undefined } },
    // Runs finish in the background: each visit asks again.
    { keepPrevious: true, staleTime: 0 },
  );
  const data = query.data;
  let body;
  if (data && data.byCase.length === 0) {
    body = (
      <p className="muted">
        No completed loss run matches. Start one on <Link to={hrefOf('lossRuns')}>Loss Runs</Link>.
      </p>
    );
  } else if (data) {
    body = (
      <div className="loss-stack" aria-busy={query.isFetching}>
        <CaseTotalsSection rows={data.byCase} />
        <ClientTotalsSection rows={data.byClient} />
        <LeadPlaintiffRanking
          entries={data.leadPlaintiff}
          selected={ranking || caseId}
          onSelect={(id) => {
            set('ranking', id);
          }}
        />
      </div>
    );
  } else if (query.isPending) body = <StatusView title="Loading the totals…" />;
  else {
    body = (
      <LoadFailure what="The totals" error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <>
      <PageHeader title="Loss Overview" />
      <OverviewFilters caseId={caseId} clientId={clientId} onChange={set} />
      {body}
    </>
  );
}

export default defineScreen(LossOverview);
