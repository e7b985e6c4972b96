/**
 * The totals of every trade the table's view matches (not of the page shown), from the server:
 * how many, the shares and dollars bought and sold, and the net; a bar compares buys and sells.
 */
import type { TradeTotals as Totals } from '@backoffice/core/api';
import { netTradedAmountUsd, netTradedQuantity } from '@backoffice/core/domain';
import type { ViewQuery } from '../../../components/data-table/types.ts';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { formatNumber } from '../../../lib/format/format.ts';
import { Money } from '../../../components/cells/cells.tsx';

function BuySellBar({ totals }: { totals: Totals }) {
  const whole = totals.amountUsdBought + totals.amountUsdSold;
  if (whole <= 0) return null;
  const bought = Math.round((totals.amountUsdBought / whole) * 100);
  return (
    <div
      className="trade-totals__bar"
      role="img"
      aria-label={`Buys ${String(bought)}% and sells ${String(100 - bought)}% of the dollar amount`}
    >
      <span className="trade-totals__bar-buy" style={{ width: `${String(bought)}%` }} />
      <span className="trade-totals__bar-sell" />
    </div>
  );
}

function LocalSums({ totals }: { totals: Totals }) {
  if (totals.currency === null || totals.amountBought === null || totals.amountSold === null) {
    return null;
  }
  return (
    <span className="trade-totals__item">
      In {totals.currency}: bought <Money value={totals.amountBought} currency={totals.currency} />,
      sold <Money value={totals.amountSold} currency={totals.currency} />
    </span>
  );
}

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

function TotalsText({ totals }: { totals: Totals }) {
  return (
    <p className="trade-totals__line">
      <strong className="trade-totals__item">{plural(totals.count, 'trade', 'trades')}</strong>
      <span className="trade-totals__item">
        <span className="side-badge side-badge--buy">Bought</span>{' '}
        {plural(totals.quantityBought, 'share', 'shares')} for{' '}
        <Money value={totals.amountUsdBought} /> in {plural(totals.buyCount, 'buy', 'buys')}
      </span>
      <span className="trade-totals__item">
        <span className="side-badge side-badge--sell">Sold</span>{' '}
        {plural(totals.quantitySold, 'share', 'shares')} for <Money value={totals.amountUsdSold} />{' '}
        in {plural(totals.sellCount, 'sell', 'sells')}
      </span>
      <span className="trade-totals__item">
        Net {formatNumber(netTradedQuantity(totals))} shares,{' '}
        <Money value={netTradedAmountUsd(totals)} />
      </span>
      <LocalSums totals={totals} />
    </p>
  );
}

export function TradeTotals({ query }: { query: ViewQuery }) {
  const totals = useApiQuery('getTradeTotals', { query }, { keepPrevious: true });
  return (
    <section
      className="trade-totals"
      aria-label="Totals of the trades shown"
      aria-busy={totals.isFetching}
      data-stale={totals.isPlaceholderData ? 'true' : undefined}
    >
      {totals.data ? (
        <>
          <TotalsText totals={totals.data} />
          <BuySellBar totals={totals.data} />
        </>
      ) : totals.isError ? (
        <p className="trade-totals__line">
          The totals could not be loaded.{' '}
          <button
            type="button"
            className="button button--small"
            onClick={() => void totals.refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <p className="trade-totals__line muted">Adding up the trades…</p>
      )}
    </section>
  );
}
