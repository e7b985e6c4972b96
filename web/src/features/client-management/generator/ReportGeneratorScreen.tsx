/**
 * Report Generator (`/client-management/reportGenerator/{subPage}`): `new` (or none) sets up a
 * job (type, period, clients, a preview of one) above the recent jobs; `job-<id>` follows one
 * job and offers its reports for download. Users without CREATE see the jobs but no form.
 */
import { reportJobList } from '@backoffice/core/api';
import { Link, useParams } from 'react-router-dom';
import '../../../components/client-report/client-report.css';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { defineScreen } from '../../../components/screen/define-screen.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import { useCan } from '../../../lib/api/use-can.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import '../client-management.css';
import { parseGeneratorPage } from './generator-page.ts';
import { GeneratorForm } from './GeneratorForm.tsx';
import { JobPage } from './JobPage.tsx';
import { jobHref, JOB_COLUMNS } from './job-status.tsx';

function NewReports() {
  const canGenerate = useCan('createReportJob');
  return (
    <div className="cm-stack">
      {canGenerate ? (
        <GeneratorForm />
      ) : (
        <p className="muted">Generating reports needs the CREATE privilege.</p>
      )}
      <section className="card" aria-labelledby="recent-jobs">
        <h2 id="recent-jobs" className="client-report__title">
          Recent jobs
        </h2>
        <DataTable
          endpoint="listReportJobs"
          list={reportJobList}
          label="Report jobs"
          urlPrefix="jobs"
          columns={JOB_COLUMNS}
          rowHref={jobHref}
          emptyText="No report has been generated in the background yet."
        />
      </section>
    </div>
  );
}

function ReportGenerator() {
  const { subPage } = useParams();
  const page = parseGeneratorPage(subPage);
  const back = hrefOf('reportGenerator', { subPage: 'new' });
  return (
    <>
      <PageHeader title="Report Generator" />
      {page.view !== 'new' ? (
        <Link className="cm-back" to={back}>
          ← New reports and recent jobs
        </Link>
      ) : null}
      {page.view === 'new' ? <NewReports /> : null}
      {page.view === 'job' ? <JobPage key={page.jobId} jobId={page.jobId} /> : null}
      {page.view === 'unknown' ? (
        <p className="muted">
          “{page.subPage}” is not a page of the generator: it has <code>new</code> and{' '}
          <code>job-&lt;id&gt;</code>.
        </p>
      ) : null}
    </>
  );
}

export default defineScreen(ReportGenerator);
