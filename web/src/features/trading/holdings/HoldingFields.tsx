/** Every field of a holding, money with its currency and the client linked to its page. */
import type { Holding } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { Details } from '../../../components/detail/Details.tsx';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format/format.ts';
import { humanize } from '../../../lib/format/labels.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import { Money } from '../../../components/cells/cells.tsx';

function itemsOf(h: Holding) {
  return [
    { label: 'Holding ID', value: h.id },
    { label: 'Position date', value: formatDate(h.asOfDate) },
    {
      label: 'Client',
      value: <Link to={hrefOf('client', { clientID: h.clientId })}>{h.clientName}</Link>,
    },
    { label: 'Account', value: `${h.accountNumber} (${h.accountId})` },
    { label: 'Custodian', value: h.custodian },
    { label: 'Security', value: `${h.ticker} · ${h.securityName}` },
    { label: 'CUSIP', value: h.cusip },
    { label: 'Market', value: humanize(h.market) },
    { label: 'Quantity', value: formatNumber(h.quantity) },
    { label: 'Price', value: formatMoney(h.price, h.currency) },
    { label: 'Market value', value: <Money value={h.marketValue} currency={h.currency} /> },
    { label: 'Currency', value: h.currency },
  ];
}

export function HoldingFields({ holding }: { holding: Holding }) {
  return (
    <section className="card" aria-labelledby="holding-fields">
      <h2 id="holding-fields">Position</h2>
      <Details items={itemsOf(holding)} />
    </section>
  );
}
