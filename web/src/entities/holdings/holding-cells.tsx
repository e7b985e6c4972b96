/** The cells of a holding: its market value with its sign showing, and a phone's summary. */
import type { Holding } from '@backoffice/core/api';
import { Money } from '../../components/cells/cells.tsx';
import { formatDate, formatNumber } from '../../lib/format/format.ts';

export function MarketValueCell({ row }: { row: Pick<Holding, 'marketValue' | 'currency'> }) {
  return <Money value={row.marketValue} currency={row.currency} />;
}

/** A phone's summary of a holding: date, ticker and quantity. */
export function PhoneHoldingCell({
  row,
}: {
  row: Pick<Holding, 'asOfDate' | 'ticker' | 'quantity'>;
}) {
  return (
    <span className="two-lines">
      <span className="two-lines__main">{formatDate(row.asOfDate)}</span>
      <span>{row.ticker}</span>
      <span className="two-lines__more">{formatNumber(row.quantity)} shares</span>
    </span>
  );
}
