/**
 * The other trades of the same account in the same security around a trade's date, so a
 * reviewer sees it in context (a split order, a quick round trip). The trade itself is listed
 * too, marked, so its place among them shows.
 */
import { tradeList } from '@backoffice/core/api';
import type { Trade } from '@backoffice/core/api';
import { useMemo } from 'react';
import { tableTypeOf, TRADES_AROUND_DAYS, tradesAroundWindow } from '@backoffice/core/domain';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { TableColumn } from '../../../components/data-table/types.ts';
import { formatDate } from '../../../lib/format/format.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import {
  AmountCell,
  AmountUsdCell,
  PhoneTradeCell,
  SideCell,
} from '../../../entities/trades/trade-cells.tsx';
import { TRADE } from '../../../entities/trades/trade-columns.tsx';

function columnsFor(currentId: string, foreign: boolean): TableColumn<Trade>[] {
  const IdCell = ({ row }: { row: Trade }) =>
    row.id === currentId ? (
      <span className="nearby__current">
        {row.id} <span className="nearby__tag">this trade</span>
      </span>
    ) : (
      row.id
    );
  // A phone has no room for the id column: the summary cell carries the mark instead.
  const PhoneCell = ({ row }: { row: Trade }) => (
    <>
      <PhoneTradeCell row={row} />
      {row.id === currentId ? <span className="nearby__tag">this trade</span> : null}
    </>
  );
  return [
    { ...TRADE.tradeDate, width: 128, hideOnPhone: true },
    { ...TRADE.id, header: 'Trade ID', minWidth: 200, cell: IdCell, hideOnPhone: true },
    { ...TRADE.phoneSummary, cell: PhoneCell },
    { ...TRADE.side, width: 88, cell: SideCell, hideOnPhone: true },
    { ...TRADE.quantity, minWidth: 110, hideOnPhone: true },
    { ...TRADE.price, minWidth: 100, hideOnPhone: true },
    { ...TRADE.amount, cell: AmountCell, minWidth: 140, hideOnPhone: !foreign },
    ...(foreign ? [{ ...TRADE.amountUsd, cell: AmountUsdCell, minWidth: 140 }] : []),
    { ...TRADE.settleDate, width: 124, hideOnPhone: true },
  ];
}

export function NearbyTrades({ trade }: { trade: Trade }) {
  const span = tradesAroundWindow(trade.tradeDate);
  // Stable columns: a new cell component on every render would redraw every cell.
  const foreign = trade.market === 'foreign';
  const columns = useMemo(() => columnsFor(trade.id, foreign), [trade.id, foreign]);
  return (
    <section className="card trading__section" aria-labelledby="nearby-trades">
      <h2 id="nearby-trades">Trades around this date</h2>
      <p className="muted">
        Account {trade.accountNumber} in {trade.ticker}, {TRADES_AROUND_DAYS} days either side:{' '}
        {formatDate(span.from)} – {formatDate(span.to)}.
      </p>
      <DataTable
        endpoint="listTrades"
        list={tradeList}
        label="Trades around this date"
        urlPrefix="nearby"
        columns={columns}
        fixedQuery={{
          accountId: trade.accountId,
          securityId: trade.securityId,
          from: span.from,
          to: span.to,
        }}
        rowHref={(row) => hrefOf('tradeDetail', { tableType: tableTypeOf(row), id: row.id })}
        emptyText="No trades around this date."
      />
    </section>
  );
}
