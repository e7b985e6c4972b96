/**
 * FIFO beside LIFO, net (gains offset losses) and without offset (gains as nothing), as a table
 * to read the cents from and a bar chart to compare them at a glance.
 */
import type { LossOutput } from '@backoffice/core/loss';
import { Chart } from '../../../components/chart/Chart.tsx';
import { formatCents, formatMoneyCompact } from '../../../lib/format/format.ts';
import { dollars, formatLoss } from './loss-format.ts';
import { memo } from 'react';

interface Bar {
  measure: string;
  fifo: number;
  lifo: number;
}

const exact = (value: number) => formatCents(Math.round(value * 100));

export const MethodFigures = memo(function MethodFigures({
  output,
  basis,
}: {
  output: LossOutput;
  /** With several accounts: how they were added up. */
  basis?: string | undefined;
}) {
  const { fifo, lifo } = output;
  const bars: Bar[] = [
    { measure: 'Net', fifo: dollars(fifo.net), lifo: dollars(lifo.net) },
    { measure: 'No offset', fifo: dollars(fifo.noOffset), lifo: dollars(lifo.noOffset) },
  ];
  return (
    <section className="card calc-figures" aria-labelledby="calc-figures-title">
      <h2 id="calc-figures-title" className="calc-section-title">
        Loss by method
        {basis ? <span className="calc-figures__note">{basis}</span> : null}
      </h2>
      <div className="calc-figures__body">
        <table className="calc-figures__table" aria-labelledby="calc-figures-title">
          <thead>
            <tr>
              <td />
              <th scope="col">FIFO</th>
              <th scope="col">LIFO</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                Net loss
                <span className="calc-figures__note">gains offset losses</span>
              </th>
              <td data-figure="fifo-net">{formatLoss(fifo.net)}</td>
              <td data-figure="lifo-net">{formatLoss(lifo.net)}</td>
            </tr>
            <tr>
              <th scope="row">
                Loss without offset
                <span className="calc-figures__note">each lot&apos;s gain as zero</span>
              </th>
              <td data-figure="fifo-no-offset">{formatLoss(fifo.noOffset)}</td>
              <td data-figure="lifo-no-offset">{formatLoss(lifo.noOffset)}</td>
            </tr>
          </tbody>
        </table>
        <div className="calc-figures__chart">
          <Chart
            ariaLabel={`FIFO and LIFO: net ${formatLoss(fifo.net)} and ${formatLoss(lifo.net)}; without offset ${formatLoss(fifo.noOffset)} and ${formatLoss(lifo.noOffset)}`}
            data={bars}
            xKey="measure"
            series={[
              { key: 'fifo', label: 'FIFO', kind: 'bar', format: exact },
              { key: 'lifo', label: 'LIFO', kind: 'bar', format: exact },
            ]}
            height={200}
            yFormat={(n) => formatMoneyCompact(n)}
          />
        </div>
      </div>
    </section>
  );
});
