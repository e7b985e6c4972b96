/**
 * Reports (`/client-management/reports`): the reports made for clients, with their review
 * status, period and who generated them; a row opens the report in place of the list
 * (`?report=<id>`), with its downloads (PDF and XLSX) and review.
 */
import { reportList } from '@backoffice/core/api';
import { useSearchParams } from 'react-router-dom';
import '../../../components/client-report/client-report.css';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { defineScreen } from '../../../components/screen/define-screen.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import { hrefOf } from '../../../lib/hrefs.ts';
import '../client-management.css';
import { REPORT_COLUMNS, REPORT_FILTERS } from './report-columns.tsx';
import { ReportPage } from './ReportPage.tsx';

function useReportParam() {
  const [search] = useSearchParams();
  const rest = new URLSearchParams(search);
  rest.delete('report');
  const list = Object.fromEntries(rest);
  return {
    reportId: search.get('report'),
    listHref: hrefOf('clientReports', undefined, list),
    reportHref: (id: string) => hrefOf('clientReports', undefined, { ...list, report: id }),
  };
}

function Reports() {
  const { reportId, listHref, reportHref } = useReportParam();
  if (reportId) return <ReportPage key={reportId} id={reportId} listHref={listHref} />;
  return (
    <>
      <PageHeader title="Reports" />
      <DataTable
        endpoint="listReports"
        list={reportList}
        label="Reports"
        columns={REPORT_COLUMNS}
        filters={REPORT_FILTERS}
        rowHref={(r) => reportHref(r.id)}
        emptyText="No report matches."
      />
    </>
  );
}

export default defineScreen(Reports);
