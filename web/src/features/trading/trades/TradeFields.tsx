/** Every field of a trade, money with its currency and the client linked to its page. */
import type { Trade } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { Details } from '../../../components/detail/Details.tsx';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format/format.ts';
import { humanize } from '../../../lib/format/labels.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import { Money } from '../../../components/cells/cells.tsx';
import { SideBadge } from '../../../entities/trades/trade-cells.tsx';
import { fxRate } from '../../../entities/trades/fx-rate.ts';
import { SourceFile } from './SourceFile.tsx';

function itemsOf(t: Trade) {
  return [
    { label: 'Trade ID', value: t.id },
    { label: 'Side', value: <SideBadge side={t.side} /> },
    { label: 'Trade date', value: formatDate(t.tradeDate) },
    { label: 'Settlement date', value: formatDate(t.settleDate) },
    {
      label: 'Client',
      value: <Link to={hrefOf('client', { clientID: t.clientId })}>{t.clientName}</Link>,
    },
    { label: 'Account', value: `${t.accountNumber} (${t.accountId})` },
    { label: 'Custodian', value: t.custodian },
    { label: 'Security', value: `${t.ticker} · ${t.securityName}` },
    { label: 'CUSIP', value: t.cusip },
    { label: 'Market', value: humanize(t.market) },
    { label: 'Quantity', value: formatNumber(t.quantity) },
    { label: 'Price', value: formatMoney(t.price, t.currency) },
    { label: 'Currency', value: t.currency },
    { label: 'Amount', value: <Money value={t.amount} currency={t.currency} /> },
    { label: 'FX rate (USD per unit)', value: fxRate.format(t.fxRate) },
    { label: 'Amount (USD)', value: <Money value={t.amountUsd} /> },
    { label: 'Source file', value: <SourceFile fileId={t.sourceFileId} />, wide: true },
  ];
}

export function TradeFields({ trade }: { trade: Trade }) {
  return (
    <section className="card" aria-labelledby="trade-fields">
      <h2 id="trade-fields">Trade</h2>
      <Details items={itemsOf(trade)} />
    </section>
  );
}
