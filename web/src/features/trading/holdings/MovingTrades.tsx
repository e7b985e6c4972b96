/**
 * The trades that moved the position to what this report says: those since the custodian's
 * previous report of it. Whether they explain the change is checked from the server's totals
 * (the rule is in core), and a gap is pointed out, as it is what a reviewer looks for.
 */
import { tradeList } from '@backoffice/core/api';
import type { Holding, TradeTotals } from '@backoffice/core/api';
import {
  movingTradesWindow,
  netTradedQuantity,
  shiftDate,
  tableTypeOf,
  tradesExplainPosition,
} from '@backoffice/core/domain';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { Banner } from '../../../components/feedback/Banner.tsx';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { formatDate, formatNumber } from '../../../lib/format/format.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import { MOVING_TRADE_COLUMNS } from './moving-trade-columns.tsx';

const signed = (n: number) => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n));

function Reconciliation(props: {
  previous: Holding | null;
  holding: Holding;
  totals: TradeTotals;
}) {
  const { previous, holding, totals } = props;
  const before = previous?.quantity ?? 0;
  const net = netTradedQuantity(totals);
  const explained = tradesExplainPosition(before, net, holding.quantity);
  const gap = holding.quantity - (before + net);
  return (
    <div className="moving-trades__summary">
      <p>
        {previous
          ? `Previous report (${formatDate(previous.asOfDate)}): ${formatNumber(before)} shares.`
          : 'First report of this position: it starts from nothing.'}{' '}
        {formatNumber(totals.count)} {totals.count === 1 ? 'trade' : 'trades'} since: bought{' '}
        {formatNumber(totals.quantityBought)}, sold {formatNumber(totals.quantitySold)}, net{' '}
        {signed(net)}. This report: {formatNumber(holding.quantity)} shares.
      </p>
      {explained ? (
        <Banner tone="info">The trades explain the change in the position.</Banner>
      ) : (
        <Banner tone="warning">
          The trades do not explain the position: {signed(gap)} shares are unaccounted for.
        </Banner>
      )}
    </div>
  );
}

export function MovingTrades({ holding }: { holding: Holding }) {
  const position = { accountId: holding.accountId, securityId: holding.securityId };
  const before = useApiQuery('listHoldings', {
    query: {
      ...position,
      to: shiftDate(holding.asOfDate, -1),
      sort: 'asOfDate:desc',
      pageSize: 10,
    },
  });
  const previous = before.data ? (before.data.items[0] ?? null) : undefined;
  const span = previous === undefined ? undefined : movingTradesWindow(previous, holding.asOfDate);
  const query = span ? { ...position, ...span } : undefined;
  const totals = useApiQuery('getTradeTotals', { query }, { enabled: query !== undefined });

  let body;
  if (before.isError || totals.isError) {
    body = (
      <LoadFailure
        what="The trades of the position"
        error={before.error ?? totals.error}
        onRetry={() => {
          void before.refetch();
          void totals.refetch();
        }}
      />
    );
  } else if (previous === undefined || query === undefined || !totals.data) {
    body = <p className="muted">Finding the trades since the previous report…</p>;
  } else {
    body = (
      <>
        <Reconciliation previous={previous} holding={holding} totals={totals.data} />
        {totals.data.count === 0 ? null : (
          <DataTable
            endpoint="listTrades"
            list={tradeList}
            label="Trades that moved the position"
            urlPrefix="moves"
            columns={MOVING_TRADE_COLUMNS}
            fixedQuery={query}
            rowHref={(row) => hrefOf('tradeDetail', { tableType: tableTypeOf(row), id: row.id })}
            emptyText="No trades since the previous report."
          />
        )}
      </>
    );
  }
  return (
    <section className="card trading__section" aria-labelledby="moving-trades">
      <h2 id="moving-trades">Trades that moved the position</h2>
      {body}
    </section>
  );
}
