/**
 * The other trades of the same account in the same security around a trade's date, so a
 * reviewer sees it in context (a split order, a quick round trip). The trade itself is listed
 * too, marked, so its place among them shows.
 */
import type { Trade } from '@backoffice/core/api';
import { useMemo } from 'react';
import { tableTypeOf, TRADES_AROUND_DAYS, tradesAroundWindow } from '@backoffice/core/domain';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { TableColumn } from '../../../components/data-table/types.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format/format.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import { AmountCell, AmountUsdCell, PhoneTradeCell, SideCell } from '../cells.tsx';

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
    { field: 'tradeDate', header: 'Trade date', kind: 'date', width: 128, hideOnPhone: true },
    { field: 'id', header: 'Trade ID', minWidth: 200, cell: IdCell, hideOnPhone: true },
    {
      field: 'tradeDate',
      id: 'trade',
      header: 'Trade',
      cell: PhoneCell,
      minWidth: 90,
      wrap: true,
      phoneOnly: true,
    },
    { field: 'side', header: 'Side', kind: 'enum', width: 88, cell: SideCell, hideOnPhone: true },
    {
      field: 'quantity',
      header: 'Quantity',
      kind: 'number',
      format: (t) => formatNumber(t.quantity),
      minWidth: 110,
      hideOnPhone: true,
    },
    {
      field: 'price',
      header: 'Price',
      kind: 'money',
      format: (t) => formatMoney(t.price, t.currency),
      minWidth: 100,
      hideOnPhone: true,
    },
    {
      field: 'amount',
      header: 'Amount',
      kind: 'money',
      format: (t) => formatMoney(t.amount, t.currency),
      cell: AmountCell,
      minWidth: 140,
      hideOnPhone: !foreign,
    },
    ...(foreign
      ? [
          {
            field: 'amountUsd',
            header: 'Amount (USD)',
            kind: 'money',
            format: (t) => formatMoney(t.amountUsd),
            cell: AmountUsdCell,
            minWidth: 140,
          } satisfies TableColumn<Trade>,
        ]
      : []),
    { field: 'settleDate', header: 'Settlement date', kind: 'date', width: 124, hideOnPhone: true },
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
