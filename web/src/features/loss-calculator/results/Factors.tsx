/** The lead-plaintiff factors and the lookback the figures used. */
import type { LossOutput } from '@backoffice/core/loss';
import { Details } from '../../../components/detail/Details.tsx';
import { formatCents, formatDate } from '../../../lib/format/format.ts';
import { formatPerShare, formatShares } from './loss-format.ts';
import { memo } from 'react';

export const Factors = memo(function Factors({ output }: { output: LossOutput }) {
  const { lookback } = output;
  return (
    <section className="card" aria-labelledby="calc-factors-title">
      <h2 id="calc-factors-title" className="calc-section-title">
        Lead-plaintiff factors
      </h2>
      <Details
        items={[
          { label: 'Shares bought in the class period (TSP)', value: formatShares(output.tsp) },
          { label: 'Net shares bought (NSP)', value: formatShares(output.nsp) },
          { label: 'Net funds expended (NFE)', value: formatCents(output.nfe) },
          { label: 'Shares held at the end', value: formatShares(output.retained) },
          {
            label: 'Lookback',
            value: `${formatDate(lookback.start)} – ${formatDate(lookback.end)}`,
          },
          {
            label: 'M, the lookback mean',
            value: `${formatPerShare(lookback.mean)} (${lookback.source === 'plan' ? "from the plan's table" : 'from the daily closes'})`,
          },
        ]}
      />
    </section>
  );
});
