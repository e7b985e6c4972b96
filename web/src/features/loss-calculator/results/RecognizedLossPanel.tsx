/**
 * The claim under the plan of allocation: each class-period lot's recognized loss, their sum,
 * and the cap at the market loss, with the lots that make it up.
 */
import type { RecognizedLoss } from '@backoffice/core/loss';
import { LocalTable } from '../../../components/data-table/LocalTable.tsx';
import { Details } from '../../../components/detail/Details.tsx';
import { formatCents } from '../../../lib/format/format.ts';
import { RECOGNIZED_COLUMNS } from './lot-columns.ts';
import { memo } from 'react';

function capNote(r: RecognizedLoss): string {
  if (r.marketLoss <= 0) return 'No market loss: the claim is $0.00.';
  if (r.uncapped > r.marketLoss) {
    return `Capped: the lots add up to ${formatCents(r.uncapped)}, more than the market loss.`;
  }
  return 'Not capped: the lots add up to less than the market loss.';
}

export const RecognizedLossPanel = memo(function RecognizedLossPanel({
  recognized,
}: {
  recognized: RecognizedLoss;
}) {
  return (
    <section className="card" aria-labelledby="calc-recognized-title">
      <h2 id="calc-recognized-title" className="calc-section-title">
        Recognized loss under the plan
      </h2>
      <p className="calc-recognized__amount" data-figure="recognized">
        {formatCents(recognized.amount)}
      </p>
      <p className="muted">{capNote(recognized)}</p>
      <Details
        items={[
          { label: 'Sum of the lots', value: formatCents(recognized.uncapped) },
          { label: 'Market loss (the cap)', value: formatCents(recognized.marketLoss) },
        ]}
      />
      <LocalTable
        rows={recognized.lots}
        columns={RECOGNIZED_COLUMNS}
        label="Recognized loss by lot"
        emptyText="No class-period purchase."
        noExport
      />
    </section>
  );
});
