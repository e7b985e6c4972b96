/** The 90-day lookback of each security as the run used it: its window and its mean price M. */
import type { LossRun } from '@backoffice/core/api';
import { formatDate } from '../../../lib/format/format.ts';
import { formatPerShare } from '../per-share.ts';

export function RunLookbacks({ run }: { run: LossRun }) {
  return (
    <section className="card" aria-labelledby="run-lookbacks-title">
      <h2 id="run-lookbacks-title" className="loss-section-title">
        Lookback
      </h2>
      {run.lookbacks.length === 0 ? (
        <p className="muted">
          {run.status === 'failed' || run.status === 'completed'
            ? 'The run recorded no lookback.'
            : 'The lookback is set once the run has read the prices.'}
        </p>
      ) : (
        <div className="loss-table-wrap">
          <table className="loss-table">
            <thead>
              <tr>
                <th scope="col">Security</th>
                <th scope="col">Window</th>
                <th scope="col" className="loss-table__num">
                  M (mean close)
                </th>
              </tr>
            </thead>
            <tbody>
              {run.lookbacks.map((l) => (
                <tr key={l.securityId}>
                  <td>{l.ticker}</td>
                  <td>
                    {formatDate(l.start)} – {formatDate(l.end)}
                  </td>
                  <td className="loss-table__num">{formatPerShare(l.mean)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
