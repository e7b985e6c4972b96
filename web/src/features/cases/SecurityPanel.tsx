/** One security of a case: who it is, when the truth came out, and its price around then. */
import type { Case, PriceDrop } from '@backoffice/core/api';
import { Chart } from '../../components/chart/Chart.tsx';
import { Details } from '../../components/detail/Details.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../lib/hooks/use-media-query.ts';
import { Banner } from '../../components/feedback/Banner.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatDate, formatMoney } from '../../lib/format/format.ts';
import { priceWindow } from './class-period.ts';
import { DISCLOSURE_SOURCE_TEXT, disclosureOf } from './disclosure.ts';
import { useEveryRow } from '../../lib/api/use-every-row.ts';

interface SecurityPanelProps {
  securityId: string;
  case: Case;
  drops: readonly PriceDrop[];
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export function SecurityPanel({ securityId, case: c, drops }: SecurityPanelProps) {
  const security = useApiQuery('getSecurity', { params: { id: securityId } });
  const span = priceWindow(c);
  const prices = useEveryRow('listSecurityPrices', {
    params: { id: securityId },
    query: { ...span, sort: 'date:asc' },
  });
  const rows = prices.data ?? [];
  const disclosure = disclosureOf(
    c.classPeriodEnd,
    drops,
    rows.map((p) => p.date),
  );
  const drop = drops.find((d) => d.date === disclosure.date);
  // On a phone the band's label would run into the marker's; the caption says what it is.
  const narrow = useMediaQuery(PHONE_QUERY);
  const s = security.data;
  const ticker = s?.ticker ?? securityId;
  const money = (n: number) => formatMoney(n, s?.currency);

  return (
    <section className="card" aria-label={`Security ${ticker}`}>
      <h2 className="case-section-title">
        {s ? `${s.ticker} · ${s.name}` : security.isError ? securityId : 'Loading the security…'}
      </h2>
      <Details
        items={[
          { label: 'CUSIP', value: s ? <code>{s.cusip}</code> : null },
          { label: 'Exchange', value: s?.exchange },
          {
            label: 'Corrective disclosure',
            value: (
              <>
                {formatDate(disclosure.date)}
                {drop ? ` (${percent.format(drop.change)})` : ''}
                <span className="case-note">{DISCLOSURE_SOURCE_TEXT[disclosure.source]}</span>
              </>
            ),
          },
        ]}
      />
      {prices.isError ? (
        <Banner tone="error">The prices of {ticker} could not be loaded.</Banner>
      ) : prices.isPending ? (
        <div className="case-chart-placeholder" aria-busy="true" />
      ) : rows.length === 0 ? (
        <p className="muted">No prices of {ticker} are recorded around the class period.</p>
      ) : (
        <Chart
          ariaLabel={`${ticker} daily close from ${formatDate(span.from)} to ${formatDate(span.to)}, class period shaded, corrective disclosure on ${formatDate(disclosure.date)}`}
          data={rows}
          xKey="date"
          series={[{ key: 'close', label: 'Close', kind: 'line', format: money }]}
          bands={[
            {
              from: c.classPeriodStart,
              to: c.classPeriodEnd,
              ...(narrow ? {} : { label: 'Class period' }),
            },
          ]}
          markers={[{ x: disclosure.date, label: 'Disclosure' }]}
          yFormat={money}
          xFormat={formatDate}
          height={280}
          caption="Shaded: the class period. Dashed line: the corrective disclosure."
        />
      )}
    </section>
  );
}
