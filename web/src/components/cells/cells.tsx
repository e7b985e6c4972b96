/**
 * Cells several tables share: money whose sign shows (a negative amount in red with its minus
 * sign, so it is not read as a positive one), and two-line cells that keep related values
 * together (client and account, ticker and name) so the tables fit the screen.
 */
import { formatMoney } from '../../lib/format/format.ts';
import './cells.css';

export function Money({ value, currency }: { value: number; currency?: string }) {
  return (
    <span className={value < 0 ? 'money money--negative' : 'money'}>
      {formatMoney(value, currency)}
    </span>
  );
}

export function TwoLines({ main, more }: { main: string; more: string }) {
  return (
    <span className="two-lines">
      <span className="two-lines__main">{main}</span>
      <span className="two-lines__more">{more}</span>
    </span>
  );
}

/** A position's client and account, on any row that names them (a trade, a holding). */
export function ClientAccountCell({ row }: { row: { clientName: string; accountNumber: string } }) {
  return <TwoLines main={row.clientName} more={`Account ${row.accountNumber}`} />;
}

/** A position's security: ticker first, then its name and CUSIP. */
export function SecurityCell({
  row,
}: {
  row: { ticker: string; securityName: string; cusip: string };
}) {
  return <TwoLines main={row.ticker} more={`${row.securityName} · ${row.cusip}`} />;
}
