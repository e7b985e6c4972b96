/**
 * One run, in place of the list (`?run=<id>`): its state (progress while it runs, the reason
 * when it failed), the case's dates and lookback it used, and its result lines, each of which
 * opens the Loss Calculator with its inputs filled.
 */
import { lossResultList } from '@backoffice/core/api';
import type { LossRun } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { MissingClosesNotice } from '../../../entities/cases/MissingClosesNotice.tsx';
import { HistorySection } from '../../../components/audit/HistorySection.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { Details } from '../../../components/detail/Details.tsx';
import { Banner } from '../../../components/feedback/Banner.tsx';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../../components/feedback/StatusView.tsx';
import { describeApiError } from '../../../lib/api/api-error.ts';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { useCan } from '../../../lib/api/use-can.ts';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format/format.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import { calculatorHref } from './calculator-link.ts';
import { DeleteRun } from './DeleteRun.tsx';
import { RESULT_COLUMNS, RESULT_FILTERS } from './result-columns.ts';
import { RunActions } from './RunActions.tsx';
import { RunLookbacks } from './RunLookbacks.tsx';
import { RunBadge, RunProgressBar } from './RunProgress.tsx';
import { formatDurationMs, isActive, progressText, startedBy } from './run-status.ts';
import { useRefreshWithRun } from './use-run-polling.ts';

function RunState({ run }: { run: LossRun }) {
  if (run.status === 'failed') {
    return (
      <Banner tone="error">This run failed: {run.message ?? 'the server gave no reason.'}</Banner>
    );
  }
  if (!isActive(run.status)) return null;
  return (
    <section className="card run-state" aria-label="Progress">
      <RunProgressBar run={run} />
      <p className="run-state__text" role="status">
        {progressText(run)}
      </p>
    </section>
  );
}

function RunDetails({ run }: { run: LossRun }) {
  return (
    <section className="card" aria-label="Details">
      <Details
        items={[
          { label: 'Status', value: <RunBadge status={run.status} /> },
          { label: 'Progress', value: progressText(run) },
          {
            label: 'Class period',
            value: `${formatDate(run.classPeriodStart)} – ${formatDate(run.classPeriodEnd)}`,
          },
          { label: 'Disclosure', value: formatDate(run.disclosureDate) },
          { label: 'Started by', value: startedBy(run) },
          { label: 'Started at', value: formatDateTime(run.startedAt ?? run.createdAt) },
          { label: 'Finished at', value: formatDateTime(run.finishedAt) },
          { label: 'Duration', value: formatDurationMs(run.durationMs) },
          { label: 'Result lines', value: formatNumber(run.resultsCount) },
        ]}
      />
      <HistorySection recordType="lossRun" id={run.id} />
    </section>
  );
}

function RunResults({ run }: { run: LossRun }) {
  return (
    <section className="card" aria-labelledby="run-results-title">
      <h2 id="run-results-title" className="loss-section-title">
        Results
      </h2>
      <p className="muted">
        One line per account and security. Open a line to check it in the Loss Calculator.
      </p>
      <DataTable
        endpoint="listLossResults"
        list={lossResultList}
        params={{ id: run.id }}
        label="Loss results"
        columns={RESULT_COLUMNS}
        filters={RESULT_FILTERS}
        urlPrefix="results"
        rowHref={(line) => calculatorHref(line)}
        emptyText={
          isActive(run.status) ? 'No line is written yet.' : 'This run wrote no result line.'
        }
      />
    </section>
  );
}

function RunBody({ run, listHref }: { run: LossRun; listHref: string }) {
  const canDelete = useCan('deleteLossRun');
  useRefreshWithRun(run);
  return (
    <>
      <header className="detail__header">
        <div className="detail__heading">
          <h1 className="detail__title">{run.caseCaption}</h1>
          <p className="detail__subtitle">
            Loss run {run.id} · started by {startedBy(run)} on {formatDateTime(run.createdAt)}
          </p>
        </div>
        <div className="detail__actions">
          <Link className="button" to={hrefOf('lossReport', { subPage: `case-${run.caseId}` })}>
            Case report
          </Link>
          <RunActions run={run} />
          {canDelete ? <DeleteRun run={run} listHref={listHref} /> : null}
        </div>
      </header>
      <div className="loss-stack">
        <RunState run={run} />
        <MissingClosesNotice caseId={run.caseId} />
        <RunDetails run={run} />
        <RunLookbacks run={run} />
        <RunResults run={run} />
      </div>
    </>
  );
}

export function RunPage({ id, listHref }: { id: string; listHref: string }) {
  const query = useApiQuery('getLossRun', { params: { id } });
  let body;
  if (query.data) body = <RunBody run={query.data} listHref={listHref} />;
  else if (query.isPending) body = <StatusView title="Loading the run…" />;
  else if (describeApiError(query.error).status === 404) {
    body = <Banner tone="warning">There is no loss run {id}. It may have been deleted.</Banner>;
  } else {
    body = <LoadFailure what="The run" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="loss-page">
      <Link className="loss-page__back" to={listHref}>
        ← All runs
      </Link>
      {body}
    </div>
  );
}
