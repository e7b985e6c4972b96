/**
 * Holding Detail (`/holdings/{tableType}/{id}`): one reported position, its history as charts,
 * and the trades that moved it since the previous report.
 */
import type { Holding } from '@backoffice/core/api';
import { tableTypeOf } from '@backoffice/core/domain';
import { Link } from 'react-router-dom';
import { defineScreen } from '../../../components/screen/define-screen.tsx';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { formatDate, formatNumber } from '../../../lib/format/format.ts';
import { humanize } from '../../../lib/format/labels.ts';
import { hrefOf, useRouteParams } from '../../../lib/hrefs.ts';
import { RecordPage } from '../RecordPage.tsx';
import '../trading.css';
import { HoldingFields } from './HoldingFields.tsx';
import { MovingTrades } from './MovingTrades.tsx';
import { PositionHistory } from './PositionHistory.tsx';

const holdingHref = (h: Holding) =>
  hrefOf('holdingDetail', { tableType: tableTypeOf(h), id: h.id });

function HoldingView({ holding }: { holding: Holding }) {
  return (
    <article className="trading detail">
      <header className="detail__header">
        <div className="detail__heading">
          <h1 className="detail__title">
            {formatNumber(holding.quantity)} {holding.ticker} in {holding.accountNumber}
          </h1>
          <p className="detail__subtitle">
            {holding.id} · {humanize(holding.market)} position as of {formatDate(holding.asOfDate)}{' '}
            · {holding.clientName}
          </p>
        </div>
        <div className="detail__actions">
          <Link className="button" to={hrefOf('holdings')}>
            All holdings
          </Link>
        </div>
      </header>
      <div className="trading__sections">
        <HoldingFields holding={holding} />
        <PositionHistory holding={holding} />
        <MovingTrades holding={holding} />
      </div>
    </article>
  );
}

function HoldingDetail() {
  const { tableType, id = '' } = useRouteParams('holdingDetail');
  const query = useApiQuery('getHolding', { params: { id } });
  return (
    <RecordPage
      noun="holding"
      id={id}
      tableType={tableType}
      query={query}
      hrefOf={holdingHref}
      back={{ href: hrefOf('holdings'), label: 'Back to the holdings' }}
    >
      {(holding) => <HoldingView holding={holding} />}
    </RecordPage>
  );
}

export default defineScreen(HoldingDetail);
