/** The plan of allocation: each eligible security's inflation table and M, and the plan's rules. */
import type { Settlement } from '@backoffice/core/api';
import { formatCents, formatDate, formatMoney } from '../../lib/format/format.ts';

export function SettlementPlan({ settlement: s }: { settlement: Settlement }) {
  return (
    <section className="settlement-plan" aria-labelledby="settlement-plan-title">
      <h2 id="settlement-plan-title" className="settlement__heading">
        Plan of allocation
      </h2>
      <p>
        {s.perShareCap === null
          ? 'No per-share cap'
          : `Capped at ${formatMoney(s.perShareCap)} a share`}
        ; minimum payment {formatCents(s.minimumPayment)} (
        {s.belowMinimum === 'redistribute'
          ? 'smaller shares go to the other claimants'
          : 'smaller shares are not paid'}
        ); losses matched first in, first out.
      </p>
      {s.securities.map((security) => (
        <table key={security.securityId} className="settlement-plan__table">
          <caption>
            {security.securityId}: lookback mean {formatMoney(security.lookbackMean)}
          </caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Inflation per share</th>
            </tr>
          </thead>
          <tbody>
            {security.inflation.map((r) => (
              <tr key={r.from}>
                <td>{formatDate(r.from)}</td>
                <td>{r.to === null ? 'Open' : formatDate(r.to)}</td>
                <td>{formatMoney(r.perShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
