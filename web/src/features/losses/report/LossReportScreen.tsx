/**
 * Loss Report (`/lossReport/{subPage}`): `case-<id>` or `client-<id>` shows that report, to
 * read, print (report.css has the print rules) or download as PDF and XLSX; without one, or
 * with just `case` or `client`, the user picks what to report on.
 */
import { Link, useParams } from 'react-router-dom';
import { Banner } from '../../../components/feedback/Banner.tsx';
import { defineScreen } from '../../../components/screen/define-screen.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import { hrefOf } from '../../../lib/hrefs.ts';
import '../losses.css';
import './report.css';
import { parseReportPage } from './report-page.ts';
import { ReportPicker } from './ReportPicker.tsx';
import { ReportView } from './ReportView.tsx';

function LossReport() {
  // The route's one parameter is optional, so it is read as react-router hands it over.
  const { subPage } = useParams();
  const page = parseReportPage(subPage);
  if (page.view === 'report') return <ReportView key={subPage} kind={page.kind} id={page.id} />;
  return (
    <>
      <PageHeader title="Loss Report" />
      {page.view === 'invalid' ? (
        <Banner tone="warning">
          “{page.subPage}” is not a report. A report is named case-&lt;id&gt; or client-&lt;id&gt;;
          choose one below, or see <Link to={hrefOf('lossReport')}>both kinds</Link>.
        </Banner>
      ) : null}
      <ReportPicker kind={page.view === 'pick' ? page.kind : null} />
    </>
  );
}

export default defineScreen(LossReport);
