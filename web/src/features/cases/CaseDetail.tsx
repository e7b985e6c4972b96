/**
 * Case: one case, with a tab (and a URL) each for its overview, securities and class period,
 * dockets, motions, deadline records, clients' losses and timeline. Its `edit` sub-page is the
 * edit form, so an edit in progress survives a reload as the tabs do.
 */
import type { Case } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { RecordHistory } from '../../components/audit/RecordHistory.tsx';
import { DetailLayout } from '../../components/detail/DetailLayout.tsx';
import { Banner } from '../../components/feedback/Banner.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { hrefOf, useRouteParams } from '../../lib/hrefs.ts';
import { MissingClosesNotice } from '../../entities/cases/MissingClosesNotice.tsx';
import { CaseActions } from './CaseActions.tsx';
import { CaseBadges } from './CaseBadges.tsx';
import { CaseClientsLosses } from './CaseClientsLosses.tsx';
import { CaseDockets } from './CaseDockets.tsx';
import { CaseEdit, EDIT_PAGE } from './CaseEdit.tsx';
import { CaseMotions } from './CaseMotions.tsx';
import { CaseDeadlineRecords } from './deadlines/CaseDeadlineRecords.tsx';
import { SettlementDeadlines } from './deadlines/SettlementDeadlines.tsx';
import { CaseOverview } from './CaseOverview.tsx';
import { CaseSecurities } from './CaseSecurities.tsx';
import { CaseTimeline } from './CaseTimeline.tsx';
import './cases.css';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';

function tabsOf(c: Case) {
  return [
    { id: 'overview', label: 'Overview', content: <CaseOverview case={c} /> },
    { id: 'securities', label: 'Securities & class period', content: <CaseSecurities case={c} /> },
    { id: 'dockets', label: 'Dockets', content: <CaseDockets caseId={c.id} /> },
    { id: 'motions', label: 'Motions', content: <CaseMotions caseId={c.id} /> },
    {
      id: 'deadlines',
      label: 'Deadlines',
      content: (
        <>
          <CaseDeadlineRecords caseId={c.id} />
          <SettlementDeadlines caseId={c.id} />
        </>
      ),
    },
    { id: 'clients', label: 'Clients & losses', content: <CaseClientsLosses caseId={c.id} /> },
    { id: 'timeline', label: 'Timeline', content: <CaseTimeline case={c} /> },
    { id: 'history', label: 'History', content: <RecordHistory recordType="case" id={c.id} /> },
  ];
}

function CaseLoadFailed({
  error,
  caseId,
  retry,
}: {
  error: unknown;
  caseId: string;
  retry: () => void;
}) {
  const failure = describeApiError(error);
  const missing = failure.status === 404;
  return (
    <>
      <PageHeader title={missing ? 'Case not found' : 'Case'} />
      {missing ? (
        <Banner tone="warning">
          There is no case {caseId}. It may have been deleted, or the link may be wrong.
        </Banner>
      ) : (
        <LoadFailure what="The case" error={error} onRetry={retry} />
      )}
      <Link className="button" to={hrefOf('caseList')}>
        Back to the cases
      </Link>
    </>
  );
}

function CaseDetail() {
  const { caseId = '', subPage } = useRouteParams('case');
  const query = useApiQuery('getCase', { params: { id: caseId } });

  // A failed refetch keeps the case on screen (e.g. the moment after it was deleted).
  const c = query.data;
  if (!c) {
    if (query.isError) {
      return (
        <CaseLoadFailed error={query.error} caseId={caseId} retry={() => void query.refetch()} />
      );
    }
    return <StatusView title="Loading the case…" />;
  }
  if (subPage === EDIT_PAGE) return <CaseEdit case={c} />;
  return (
    <DetailLayout
      title={c.caption}
      subtitle={<CaseBadges case={c} />}
      actions={<CaseActions case={c} />}
      notice={<MissingClosesNotice caseId={c.id} />}
      tabs={tabsOf(c)}
      activeTab={subPage}
      tabHref={(tabId) => hrefOf('case', { caseId: c.id, subPage: tabId })}
    />
  );
}

export default defineScreen(CaseDetail);
