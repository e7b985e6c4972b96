/**
 * A settlement: its fund, administrator, dates and plan of allocation, the claims of every
 * client with their status counts and recognized-loss total (over the clients the user may
 * see), and each claim's moves and filing file.
 */
import { Link } from 'react-router-dom';
import { Details } from '../../components/detail/Details.tsx';
import { Banner } from '../../components/feedback/Banner.tsx';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { formatCents } from '../../lib/format/format.ts';
import { hrefOf, useRouteParams } from '../../lib/hrefs.ts';
import { ClaimsTable } from '../../entities/claims/ClaimsTable.tsx';
import { claimCountsText } from './claim-counts.ts';
import { SettlementEdit, EDIT_PAGE } from './SettlementEdit.tsx';
import { SettlementPlan } from './SettlementPlan.tsx';
import { settlementDetails } from './settlement-details.tsx';
import './settlements.css';

function NotFound({ id, error, retry }: { id: string; error: unknown; retry: () => void }) {
  const missing = describeApiError(error).status === 404;
  return (
    <>
      <PageHeader title={missing ? 'Settlement not found' : 'Settlement'} />
      {missing ? (
        <Banner tone="error">There is no settlement {id}. The link may be wrong.</Banner>
      ) : (
        <LoadFailure what="The settlement" error={error} onRetry={retry} />
      )}
      <Link className="button" to={hrefOf('settlements')}>
        Back to the settlements
      </Link>
    </>
  );
}

function SettlementDetail() {
  const { settlementId = '', subPage } = useRouteParams('settlement');
  const canEdit = useCan('updateSettlement');
  const query = useApiQuery('getSettlement', { params: { id: settlementId } });
  const s = query.data;
  if (!s) {
    if (query.isError)
      return <NotFound id={settlementId} error={query.error} retry={() => void query.refetch()} />;
    return <StatusView title="Loading the settlement…" />;
  }
  if (subPage === EDIT_PAGE) return <SettlementEdit settlement={s} />;
  return (
    <>
      <PageHeader title={s.name}>
        {canEdit ? (
          <Link
            className="button"
            to={hrefOf('settlement', { settlementId: s.id, subPage: EDIT_PAGE })}
          >
            Edit settlement
          </Link>
        ) : null}
      </PageHeader>
      <p className="settlement__case">
        <Link to={hrefOf('case', { caseId: s.caseId })}>{s.caseCaption}</Link>
      </p>
      <Details items={settlementDetails(s)} />
      <SettlementPlan settlement={s} />
      <h2 className="settlement__heading">Claims</h2>
      <p className="settlement__totals">
        {claimCountsText(s.claimCounts)}; recognized losses {formatCents(s.recognizedTotal)}
      </p>
      <ClaimsTable
        fixedQuery={{ settlementId: s.id }}
        without="settlementName"
        emptyText="No client traded an eligible security in the settlement class period."
      />
    </>
  );
}

export default defineScreen(SettlementDetail);
