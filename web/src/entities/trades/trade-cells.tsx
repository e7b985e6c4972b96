/**
 * The cells of a trade: its side as a badge, its amounts with their sign showing, and two-line
 * cells that keep related values together so the trade tables fit the screen.
 */
import type { Trade } from '@backoffice/core/api';
import { Money, TwoLines } from '../../components/cells/cells.tsx';
import { formatDate, formatNumber } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import { fxRate } from './fx-rate.ts';
import './trade-cells.css';

export function SideBadge({ side }: { side: Trade['side'] }) {
  return <span className={`side-badge side-badge--${side}`}>{humanize(side)}</span>;
}

export function SideCell({ row }: { row: Pick<Trade, 'side'> }) {
  return <SideBadge side={row.side} />;
}

/** The amount in the trade's own currency. */
export function AmountCell({ row }: { row: Pick<Trade, 'amount' | 'currency'> }) {
  return <Money value={row.amount} currency={row.currency} />;
}

export function AmountUsdCell({ row }: { row: Pick<Trade, 'amountUsd'> }) {
  return <Money value={row.amountUsd} />;
}

/** "Oct 30": the settlement date, whose year is the trade's but for trades at a year's end. */
function settlesText({ tradeDate, settleDate }: Pick<Trade, 'tradeDate' | 'settleDate'>): string {
  const full = formatDate(settleDate);
  return settleDate.slice(0, 4) === tradeDate.slice(0, 4) ? full.replace(/, \d{4}$/, '') : full;
}

export function TradeDatesCell({ row }: { row: Pick<Trade, 'tradeDate' | 'settleDate'> }) {
  return <TwoLines main={formatDate(row.tradeDate)} more={`Settles ${settlesText(row)}`} />;
}

/** The side and the quantity together: what was done, and how much. */
export function SideQuantityCell({ row }: { row: Pick<Trade, 'side' | 'quantity'> }) {
  return (
    <span className="side-quantity">
      <SideBadge side={row.side} /> {formatNumber(row.quantity)}
    </span>
  );
}

/** A phone's summary of a trade: date, side, ticker and quantity in one narrow cell. */
export function PhoneTradeCell({
  row,
}: {
  row: Pick<Trade, 'tradeDate' | 'side' | 'ticker' | 'quantity'>;
}) {
  return (
    <span className="two-lines">
      <span className="two-lines__main">{formatDate(row.tradeDate)}</span>
      <span>
        <SideBadge side={row.side} /> {row.ticker}
      </span>
      <span className="two-lines__more">{formatNumber(row.quantity)} shares</span>
    </span>
  );
}

/** The trade's currency, and the US dollars one unit of it was worth on the trade date. */
export function CurrencyFxCell({ row }: { row: Pick<Trade, 'currency' | 'fxRate'> }) {
  return <TwoLines main={row.currency} more={fxRate.format(row.fxRate)} />;
}
