/**
 * One market's trades: the table with its filters and totals, narrowed to the account selected
 * in the header when there is one (and saying so). Each row opens the trade.
 */
import { tradeList } from '@backoffice/core/api';
import type { Market } from '@backoffice/core/api';
import { tableTypeOf } from '@backoffice/core/domain';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { AccountScopeNote } from '../../../components/account-scope/AccountScopeNote.tsx';
import { useAccountScope } from '../../../components/account-scope/use-account-scope.ts';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import { hrefOf } from '../../../lib/hrefs.ts';
import '../trading.css';
import { FOREIGN_TRADE_COLUMNS, TRADE_COLUMNS } from '../../../entities/trades/trade-columns.tsx';
import { tradeFilters } from './trade-filters.ts';
import { TradeTotals } from './TradeTotals.tsx';

interface TradeTableProps {
  title: string;
  market: Market;
}

export function TradeTable({ title, market }: TradeTableProps) {
  const scope = useAccountScope();
  const scoped = scope.accountId !== undefined;
  const foreign = market === 'foreign';
  const filters = useMemo(() => tradeFilters(foreign, scoped), [foreign, scoped]);
  return (
    <article className="trading">
      <PageHeader title={title}>
        {foreign ? (
          <Link to={hrefOf('trades')}>Domestic trades</Link>
        ) : (
          <Link to={hrefOf('foreignTrades')}>Foreign trades</Link>
        )}
      </PageHeader>
      <AccountScopeNote what={foreign ? 'foreign trades' : 'trades'} />
      <DataTable
        endpoint="listTrades"
        list={tradeList}
        label={title}
        columns={foreign ? FOREIGN_TRADE_COLUMNS : TRADE_COLUMNS}
        filters={filters}
        fixedQuery={{ market, ...scope }}
        rowHref={(row) => hrefOf('tradeDetail', { tableType: tableTypeOf(row), id: row.id })}
        emptyText="No trades match."
        summary={(query) => <TradeTotals query={query} />}
      />
    </article>
  );
}
