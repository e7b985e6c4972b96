/** The lot-by-lot audit trail, FIFO or LIFO: which purchase each sale used, and why it counts. */
import type { LossOutput, LossMethod } from '@backoffice/core/loss';
import { memo } from 'react';
import { LocalTable } from '../../../components/data-table/LocalTable.tsx';
import { LOT_COLUMNS } from './lot-columns.ts';

const METHODS: readonly LossMethod[] = ['FIFO', 'LIFO'];

function MethodSwitch({
  value,
  onChange,
}: {
  value: LossMethod;
  onChange: (m: LossMethod) => void;
}) {
  return (
    <div className="calc-switch" role="group" aria-label="Matching method">
      {METHODS.map((method) => (
        <button
          key={method}
          type="button"
          className="button button--small calc-switch__option"
          aria-pressed={value === method}
          onClick={() => {
            onChange(method);
          }}
        >
          {method}
        </button>
      ))}
    </div>
  );
}

/**
 * `method` is the results section's, not this trail's: a recomputation that shows a problem for
 * a moment removes the trail, and the method chosen must be there when it comes back.
 */
export const LotTrail = memo(function LotTrail({
  output,
  method,
  onMethod,
}: {
  output: LossOutput;
  method: LossMethod;
  onMethod: (method: LossMethod) => void;
}) {
  const lots = method === 'FIFO' ? output.fifo.lots : output.lifo.lots;
  return (
    <section className="card" aria-labelledby="calc-trail-title">
      <h2 id="calc-trail-title" className="calc-section-title">
        Lot by lot
      </h2>
      <LocalTable
        key={method}
        rows={lots}
        columns={LOT_COLUMNS}
        label={`${method} lots`}
        choices="Lot by lot"
        emptyText="No lots: no shares were bought or held."
        actions={<MethodSwitch value={method} onChange={onMethod} />}
      />
    </section>
  );
});
