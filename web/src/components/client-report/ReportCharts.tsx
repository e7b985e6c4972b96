/**
 * A client report's charts: trades by month, holdings by security, and per case the loss set
 * against the claim and the recovery. The charts plot dollars; the tooltips give exact cents.
 */
import { Chart } from '../chart/Chart.tsx';
import { formatCents, formatMoneyCompact } from '../../lib/format/format.ts';
import type { ClientReportData } from '@backoffice/core/documents';

const exact = (n: number) => formatCents(Math.round(n * 100));
const compact = (n: number) => formatMoneyCompact(n);
const short = (value: unknown): string => {
  const text = String(value);
  return text.length > 16 ? `${text.slice(0, 15)}…` : text;
};

export function TradesChart({ report }: { report: ClientReportData }) {
  const data = report.figures.trades.map((t) => ({
    month: t.month,
    bought: t.boughtCents / 100,
    sold: t.soldCents / 100,
  }));
  return (
    <section className="card" aria-labelledby="report-trades-chart">
      <h2 id="report-trades-chart" className="client-report__title">
        Trades by month
      </h2>
      <Chart
        ariaLabel={`Bought and sold by month: ${data.map((d) => `${d.month} bought ${exact(d.bought)}, sold ${exact(d.sold)}`).join('; ')}`}
        data={data}
        xKey="month"
        series={[
          { key: 'bought', label: 'Bought', kind: 'bar', format: exact },
          { key: 'sold', label: 'Sold', kind: 'bar', format: exact },
        ]}
        yFormat={compact}
        height={240}
      />
    </section>
  );
}

export function HoldingsChart({ report }: { report: ClientReportData }) {
  const data = report.figures.holdings.map((h) => ({
    ticker: h.ticker,
    value: h.valueCents / 100,
  }));
  return (
    <section className="card" aria-labelledby="report-holdings-chart">
      <h2 id="report-holdings-chart" className="client-report__title">
        Holdings by security
      </h2>
      {data.length > 0 ? (
        <Chart
          ariaLabel={`Holdings value by security: ${data.map((d) => `${d.ticker} ${exact(d.value)}`).join('; ')}`}
          data={data}
          xKey="ticker"
          series={[{ key: 'value', label: 'Market value', kind: 'bar', format: exact }]}
          yFormat={compact}
          xFormat={short}
          height={240}
        />
      ) : (
        <p className="muted">No holdings on record by the end of the period.</p>
      )}
    </section>
  );
}

export function RecoveriesChart({ report }: { report: ClientReportData }) {
  const data = report.figures.cases.map((c) => ({
    caseCaption: c.caseCaption,
    loss: c.fifoNet / 100,
    claim: c.claim / 100,
    recovery: c.recovery / 100,
  }));
  return (
    <section className="card" aria-labelledby="report-recoveries-chart">
      <h2 id="report-recoveries-chart" className="client-report__title">
        Losses, claims and recoveries by case
      </h2>
      {data.length > 0 ? (
        <Chart
          ariaLabel={`Loss, claim and recovery by case: ${data.map((d) => `${d.caseCaption} loss ${exact(d.loss)}, recovery ${exact(d.recovery)}`).join('; ')}`}
          data={data}
          xKey="caseCaption"
          series={[
            { key: 'loss', label: 'FIFO net loss', kind: 'bar', format: exact },
            { key: 'claim', label: 'Claim', kind: 'bar', format: exact },
            { key: 'recovery', label: 'Recovery', kind: 'bar', format: exact },
          ]}
          yFormat={compact}
          xFormat={short}
          height={260}
        />
      ) : (
        <p className="muted">No completed loss run has lines of this client.</p>
      )}
    </section>
  );
}
