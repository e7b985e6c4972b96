/** The trades of a break's period in its account and security: what the start was moved by. */
import type { Discrepancy, Trade } from '@backoffice/core/api';
import { tableTypeOf } from '@backoffice/core/domain';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { LocalTable } from '../../components/data-table/LocalTable.tsx';
import type { TableColumn } from '../../components/data-table/types.ts';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { TRADE } from '../../entities/trades/trade-columns.tsx';
import { hrefOf } from '../../lib/hrefs.ts';

const COLUMNS: readonly TableColumn<Trade>[] = [
  { ...TRADE.tradeDate, width: 120 },
  { ...TRADE.side, width: 80 },
  { ...TRADE.quantity, width: 110 },
  { ...TRADE.price, width: 110 },
  { ...TRADE.id, width: 130 },
];

/** The period is (start, end]: trades from the day after the start date. */
const dayAfter = (date: string) => format(addDays(parseISO(date), 1), 'yyyy-MM-dd');

export function BreakTrades({ row }: { row: Discrepancy }) {
  const trades = useApiQuery('listTrades', {
    query: {
      accountId: row.accountId,
      securityId: row.securityId,
      ...(row.startDate ? { from: dayAfter(row.startDate) } : {}),
      to: row.asOfDate,
      sort: 'tradeDate:asc',
      pageSize: 100,
    },
  });
  if (trades.isError) {
    return (
      <LoadFailure what="The trades" error={trades.error} onRetry={() => void trades.refetch()} />
    );
  }
  if (trades.isPending) return <p className="muted">Loading the trades…</p>;
  return (
    <LocalTable
      rows={trades.data.items}
      columns={COLUMNS}
      label={`Trades of ${row.ticker} in ${row.accountNumber}`}
      emptyText="No trades in the period."
      rowHref={(t) => hrefOf('tradeDetail', { tableType: tableTypeOf(t), id: t.id })}
      noExport
    />
  );
}
