/** Annual Report (`/reports/annual`): a client's year, previewed from the current figures. */
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { ClientPeriodReport } from './ClientPeriodReport.tsx';

function AnnualReport() {
  return <ClientPeriodReport type="annual" title="Annual Report" />;
}

export default defineScreen(AnnualReport);
