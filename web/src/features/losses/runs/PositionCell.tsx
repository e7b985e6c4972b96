/** A result line's cells of two lines: its position, and (on a phone) its net losses. */
import type { LossResult } from '@backoffice/core/api';
import { formatCents } from '../../../lib/format/format.ts';

type Position = Pick<LossResult, 'clientName' | 'accountNumber' | 'ticker'>;

export const positionText = (r: Position) => `${r.clientName} (${r.accountNumber}, ${r.ticker})`;

/** The client, then its account and the security. */
export function PositionCell({ row }: { row: Position }) {
  return (
    <span className="loss-cell">
      <span>{row.clientName}</span>
      <span className="loss-cell__more">
        {row.accountNumber} · {row.ticker}
      </span>
    </span>
  );
}

type Net = Pick<LossResult, 'fifoNet' | 'lifoNet'>;

/** On a phone, one column gives both net losses. */
export function NetLossCell({ row }: { row: Net }) {
  return (
    <span className="loss-cell loss-cell--num">
      <span>FIFO {formatCents(row.fifoNet)}</span>
      <span className="loss-cell__more">LIFO {formatCents(row.lifoNet)}</span>
    </span>
  );
}
