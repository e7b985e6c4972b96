/**
 * One break: the period's arithmetic (start + bought − sold against what the custodian
 * reports), the suggested cause, who explained it and how, and the trades involved.
 */
import type { Discrepancy } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { HistorySection } from '../../components/audit/HistorySection.tsx';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { formatNumber } from '../../lib/format/format.ts';
import { BreakTrades } from './BreakTrades.tsx';
import { causeText, explainedText, kindLabel, periodText, signed } from './discrepancy-text.ts';
import { ExplainDialog } from './ExplainDialog.tsx';

function Arithmetic({ row }: { row: Discrepancy }) {
  const items: [string, string][] = [
    ['Period', periodText(row)],
    ['Custodian', row.custodian],
    ['Start', formatNumber(row.startQuantity)],
    ['Bought', `+${formatNumber(row.bought)}`],
    ['Sold', `−${formatNumber(row.sold)}`],
    ['Expected', formatNumber(row.tradeQuantity)],
    ['Reported', row.holdingQuantity === null ? 'none' : formatNumber(row.holdingQuantity)],
    ['Size', signed(row.difference)],
    ['Suggested cause', causeText(row) || 'None the data shows'],
  ];
  return (
    <dl className="break-detail__facts">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Explanation({ row }: { row: Discrepancy }) {
  if (!row.explanation) return <p className="muted">Not explained yet.</p>;
  return (
    <div className="break-detail__note">
      <p className="break-detail__note-text">{row.explanation.note}</p>
      <p className="muted">Explained by {explainedText(row)}</p>
    </div>
  );
}

export function DiscrepancyDetail({ id, closeHref }: { id: string; closeHref: string }) {
  const canExplain = useCan('explainDiscrepancy');
  const query = useApiQuery('getDiscrepancy', { params: { id } });
  if (query.isError) {
    return (
      <LoadFailure
        what={`The break ${id}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return <p className="muted">Loading the break…</p>;
  const row = query.data;
  return (
    <section className="card break-detail" aria-labelledby="break-title">
      <header className="break-detail__header">
        <h2 id="break-title" className="break-detail__title">
          {kindLabel(row.kind)}: {row.ticker} in {row.accountNumber} ({row.clientName})
        </h2>
        <div className="break-detail__actions">
          {canExplain ? <ExplainDialog row={row} /> : null}
          <Link className="button" to={closeHref}>
            Close
          </Link>
        </div>
      </header>
      <Arithmetic row={row} />
      <Explanation row={row} />
      <h3 className="break-detail__subtitle">
        Trades involved ({formatNumber(row.tradeIds.length)})
      </h3>
      <BreakTrades row={row} />
      <HistorySection recordType="discrepancy" id={row.id} />
    </section>
  );
}
