/** The security's closes with the class period, the disclosure, the lookback, M and the trades. */
import type { DailyClose, LossInput, LossOutput } from '@backoffice/core/loss';
import { Chart } from '../../../components/chart/Chart.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { formatDate, formatMoney } from '../../../lib/format/format.ts';
import { chartBands, disclosureMarker, meanLevel, tradePoints } from './price-chart-parts.ts';
import { memo } from 'react';

interface Props {
  closes: readonly DailyClose[];
  input: LossInput;
  output: LossOutput;
}

const money = (n: number) => formatMoney(n);

export const LossPriceChart = memo(function LossPriceChart({ closes, input, output }: Props) {
  const narrow = useMediaQuery(PHONE_QUERY);
  const points = tradePoints(input);
  const first = closes[0]?.date;
  const last = closes.at(-1)?.date;
  return (
    <section className="card" aria-labelledby="calc-chart-title">
      <h2 id="calc-chart-title" className="calc-section-title">
        Prices and trades
      </h2>
      {first && last ? (
        <Chart
          ariaLabel={`Daily close from ${formatDate(first)} to ${formatDate(last)}, with the class period and the lookback shaded, the disclosure on ${formatDate(output.lookback.start)} marked, M at ${money(output.lookback.mean)} and ${points.length} trading days with purchases or sales`}
          data={closes}
          xKey="date"
          series={[{ key: 'close', label: 'Close', kind: 'line', format: money }]}
          bands={chartBands(input, output, !narrow)}
          markers={[disclosureMarker(output)]}
          levels={[meanLevel(output)]}
          points={points}
          yFormat={money}
          yFromZero={false}
          xFormat={formatDate}
          height={narrow ? 260 : 340}
          caption="Blue: the class period. Orange: the 90-day lookback, opened by the disclosure; the dashed line is M. Green triangles: purchases; red: sales (at the average price of the day, or of a few days when there are many; in US dollars)."
        />
      ) : (
        <p className="muted">No daily closes to draw: choose a security, or paste the closes.</p>
      )}
    </section>
  );
});
