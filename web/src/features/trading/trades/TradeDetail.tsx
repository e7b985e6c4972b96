/**
 * Trade Detail (`/trades/{tableType}/{id}`): every field of one trade, the custodian file it
 * came from, and the same account's trades in the security around its date.
 */
import type { Trade } from '@backoffice/core/api';
import { tableTypeOf } from '@backoffice/core/domain';
import { Link } from 'react-router-dom';
import { defineScreen } from '../../../components/screen/define-screen.tsx';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { formatDate, formatNumber } from '../../../lib/format/format.ts';
import { humanize } from '../../../lib/format/labels.ts';
import { hrefOf, useRouteParams } from '../../../lib/hrefs.ts';
import { RecordPage } from '../RecordPage.tsx';
import '../trading.css';
import { NearbyTrades } from './NearbyTrades.tsx';
import { TradeFields } from './TradeFields.tsx';

const tradeHref = (t: Trade) => hrefOf('tradeDetail', { tableType: tableTypeOf(t), id: t.id });

function listOf(t: Trade) {
  return t.market === 'foreign'
    ? { href: hrefOf('foreignTrades'), label: 'Foreign trades' }
    : { href: hrefOf('trades'), label: 'Trades' };
}

function TradeView({ trade }: { trade: Trade }) {
  const list = listOf(trade);
  return (
    <article className="trading detail">
      <header className="detail__header">
        <div className="detail__heading">
          <h1 className="detail__title">
            {humanize(trade.side)} {formatNumber(trade.quantity)} {trade.ticker}
          </h1>
          <p className="detail__subtitle">
            {trade.id} · {humanize(trade.market)} trade of {formatDate(trade.tradeDate)} ·{' '}
            {trade.clientName}
          </p>
        </div>
        <div className="detail__actions">
          <Link className="button" to={list.href}>
            All {list.label.toLowerCase()}
          </Link>
        </div>
      </header>
      <div className="trading__sections">
        <TradeFields trade={trade} />
        <NearbyTrades trade={trade} />
      </div>
    </article>
  );
}

function TradeDetail() {
  const { tableType, id = '' } = useRouteParams('tradeDetail');
  const query = useApiQuery('getTrade', { params: { id } });
  return (
    <RecordPage
      noun="trade"
      id={id}
      tableType={tableType}
      query={query}
      hrefOf={tradeHref}
      back={{ href: hrefOf('trades'), label: 'Back to the trades' }}
    >
      {(trade) => <TradeView trade={trade} />}
    </RecordPage>
  );
}

export default defineScreen(TradeDetail);
