/** The trades: loading from the accounts, importing, and the grid. */
import { useCallback } from 'react';
import { Banner } from '../../../components/feedback/Banner.tsx';
import { formatNumber } from '../../../lib/format/format.ts';
import type { Progress } from '../../../lib/api/every-page.ts';
import { TradeGrid, type RowTarget } from './TradeGrid.tsx';
import { TradeImport } from './TradeImport.tsx';
import type { WorkbenchApi } from '../state/use-workbench.ts';
import type { GridRow } from '../state/workbench.ts';

interface TradesSectionProps {
  bench: WorkbenchApi;
  problems: ReadonlyMap<number, string[]>;
  target: RowTarget | null;
  progress: Progress | null;
  loadError: string | null;
  onReload: () => void;
}

function Loading({ progress }: { progress: Progress }) {
  const { loaded, total } = progress;
  return (
    <div className="calc-loading" role="status">
      <span>
        {total === null
          ? 'Loading the trades…'
          : `Loading the trades… ${formatNumber(loaded)} of ${formatNumber(total)}`}
      </span>
      <progress max={total ?? undefined} value={total === null ? undefined : loaded} />
    </div>
  );
}

export function TradesSection({
  bench,
  problems,
  target,
  progress,
  loadError,
  onReload,
}: TradesSectionProps) {
  const { workbench, update } = bench;
  const onRows = useCallback(
    (change: (rows: readonly GridRow[]) => GridRow[]) => {
      update((current) => ({ rows: change(current.rows) }));
    },
    [update],
  );
  return (
    <fieldset className="form-section calc-trades">
      <legend className="form-section__title">Trades</legend>
      {progress ? <Loading progress={progress} /> : null}
      {loadError ? (
        <Banner
          tone="error"
          action={
            <button type="button" className="button button--small" onClick={onReload}>
              Try again
            </button>
          }
        >
          {loadError}
        </Banner>
      ) : null}
      {/* A new load from the accounts starts the import afresh (its note is about older rows). */}
      <TradeImport
        key={workbench.tradesFrom}
        onImport={(rows, mode) => {
          update((current) => ({ rows: mode === 'append' ? [...current.rows, ...rows] : rows }));
        }}
      />
      <TradeGrid rows={workbench.rows} problems={problems} onRows={onRows} target={target} />
    </fieldset>
  );
}
