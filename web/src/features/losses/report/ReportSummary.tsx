/** A report over several cases: each case's totals and the grand total. */
import type { LossReport } from '@backoffice/core/api';
import { formatCents } from '../../../lib/format/format.ts';
import { SUMMARY_FIGURES as FIGURES } from './report-columns.ts';

export function ReportSummary({ report }: { report: LossReport }) {
  return (
    <section className="card report-summary" aria-labelledby="report-summary">
      <h2 id="report-summary" className="loss-section-title">
        Summary
      </h2>
      <div className="loss-table-wrap">
        <table className="loss-table">
          <thead>
            <tr>
              <th scope="col">Case</th>
              {FIGURES.map(({ header }) => (
                <th key={header} scope="col" className="loss-table__num">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.sections.map((s) => (
              <tr key={s.caseId}>
                <td>{s.caseCaption}</td>
                {FIGURES.map(({ header, pick }) => (
                  <td key={header} className="loss-table__num">
                    {formatCents(pick(s.totals))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {FIGURES.map(({ header, pick }) => (
                <td key={header} className="loss-table__num">
                  {formatCents(pick(report.totals))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
