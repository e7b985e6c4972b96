/** Quarterly Reports (`/reports/quarterly`): a client's quarter, from the current figures. */
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { ClientPeriodReport } from './ClientPeriodReport.tsx';

function QuarterlyReports() {
  return <ClientPeriodReport type="quarterly" title="Quarterly Reports" />;
}

export default defineScreen(QuarterlyReports);
