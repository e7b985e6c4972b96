/**
 * A client report on screen (a preview, or a stored one): its facts, then charts and tables.
 * A monthly report leads with its monitoring tables; a scorecard with recoveries against losses;
 * the others with trades and holdings. `actions` sit under the title (downloads, review).
 */
import { RECOVERY_NOTE, showsTradesAndHoldings } from '@backoffice/core/domain';
import type { ReactNode } from 'react';
import { HoldingsChart, RecoveriesChart, TradesChart } from './ReportCharts.tsx';
import { MonitoringTables } from './MonitoringTables.tsx';
import { CasesTable, HoldingsTable } from './ReportTables.tsx';
import { reportFacts, type ClientReportData } from '@backoffice/core/documents';
import './client-report.css';

export function ClientReportView({
  report,
  actions,
}: {
  report: ClientReportData;
  actions?: ReactNode;
}) {
  return (
    <article className="client-report" aria-label={report.title}>
      <section className="card">
        <h2 className="client-report__title">{report.title}</h2>
        {actions}
        <dl className="client-report__facts">
          {reportFacts(report).map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        <p className="client-report__note">{RECOVERY_NOTE}</p>
      </section>
      {report.monitoring ? <MonitoringTables monitoring={report.monitoring} /> : null}
      {showsTradesAndHoldings(report.type) ? (
        <>
          <div className="client-report__charts">
            <TradesChart report={report} />
            <HoldingsChart report={report} />
          </div>
          <RecoveriesChart report={report} />
          <CasesTable report={report} />
          <HoldingsTable report={report} />
        </>
      ) : (
        <>
          <RecoveriesChart report={report} />
          <CasesTable report={report} />
        </>
      )}
    </article>
  );
}
