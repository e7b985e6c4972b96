/**
 * Loss Runs: every run of a case's losses, newest first, with its progress while it is queued
 * or running (read from the API, so a reload shows it too). Writers start a run for a case; a
 * row opens the run in place of the list (`?run=<id>`).
 */
import { lossRunList } from '@backoffice/core/api';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { defineScreen } from '../../../components/screen/define-screen.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import { useCan } from '../../../lib/api/use-can.ts';
import '../losses.css';
import { RUN_COLUMNS, RUN_FILTERS } from './run-columns.ts';
import { RunPage } from './RunPage.tsx';
import { StartRun } from './StartRun.tsx';
import { usePollRunsWhileActive } from './use-run-polling.ts';
import { useRunParam } from './use-run-param.ts';

function LossRuns() {
  usePollRunsWhileActive();
  const { runId, listHref, runHref } = useRunParam();
  const canStart = useCan('createLossRun');
  if (runId) return <RunPage key={runId} id={runId} listHref={listHref} />;
  return (
    <>
      <PageHeader title="Loss Runs" />
      <DataTable
        endpoint="listLossRuns"
        list={lossRunList}
        label="Loss runs"
        columns={RUN_COLUMNS}
        filters={RUN_FILTERS}
        rowHref={(run) => runHref(run.id)}
        actions={canStart ? <StartRun /> : null}
        emptyText="No loss run matches."
      />
    </>
  );
}

export default defineScreen(LossRuns);
