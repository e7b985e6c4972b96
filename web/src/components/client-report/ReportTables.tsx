/** A client report's tables: each case's loss, claim and outcome; the holdings at period end. */
import { caseTotals, OUTCOME_LABELS } from '@backoffice/core/domain';
import { formatCents, formatDate, formatNumber } from '../../lib/format/format.ts';
import type { ClientReportData } from '@backoffice/core/documents';

export function CasesTable({ report }: { report: ClientReportData }) {
  const { cases, scorecard } = report.figures;
  // The chart above already says there is none.
  if (cases.length === 0) return null;
  const totals = caseTotals(cases);
  return (
    <section className="card" aria-labelledby="report-cases">
      <h2 id="report-cases" className="client-report__title">
        Losses by case, claims filed and recoveries
      </h2>
      <div className="client-report__table-wrap">
        <table className="client-report__table">
          <thead>
            <tr>
              <th scope="col">Case</th>
              <th scope="col">Outcome</th>
              <th scope="col" className="num">
                FIFO net loss
              </th>
              <th scope="col" className="num">
                LIFO net loss
              </th>
              <th scope="col" className="num">
                Claim
              </th>
              <th scope="col">Claim filed</th>
              <th scope="col" className="num">
                Recovery
              </th>
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => (
              <tr key={c.caseId}>
                <td>{c.caseCaption}</td>
                <td>{OUTCOME_LABELS[c.outcome]}</td>
                <td className="num">{formatCents(c.fifoNet)}</td>
                <td className="num">{formatCents(c.lifoNet)}</td>
                <td className="num">{formatCents(c.claim)}</td>
                <td>{c.claimFiled ? 'Yes' : 'No'}</td>
                <td className="num">{formatCents(c.recovery)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{`${String(scorecard.outcomes.recovered)} recovered, ${String(scorecard.outcomes.pending)} pending, ${String(scorecard.outcomes.dismissed)} dismissed`}</td>
              <td className="num">{formatCents(scorecard.lossCents)}</td>
              <td className="num">{formatCents(totals.lifoNet)}</td>
              <td className="num">{formatCents(scorecard.claimCents)}</td>
              <td>{formatNumber(totals.claimsFiled)}</td>
              <td className="num">{formatCents(scorecard.recoveryCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

export function HoldingsTable({ report }: { report: ClientReportData }) {
  const { holdings, holdingsAsOf } = report.figures;
  if (holdings.length === 0) return null;
  return (
    <section className="card" aria-labelledby="report-holdings">
      <h2 id="report-holdings" className="client-report__title">
        Holdings on {formatDate(holdingsAsOf)}
      </h2>
      <div className="client-report__table-wrap">
        <table className="client-report__table">
          <thead>
            <tr>
              <th scope="col">Ticker</th>
              <th scope="col">Security</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col" className="num">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {holdings.map((h) => (
              <tr key={h.ticker}>
                <td>{h.ticker}</td>
                <td>{h.securityName}</td>
                <td className="num">{formatNumber(h.quantity)}</td>
                <td className="num">{formatCents(h.valueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
