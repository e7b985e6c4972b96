/**
 * A claim's electronic filing file for an institutional claim, as claims administrators take
 * it: per account and security, the holding at the start of the claim period, one row per
 * transaction in it, and the holding at its end. The same table is written as CSV here and as
 * XLSX by the server; it is built only after `filingProblems` found nothing.
 */
import Papa from 'papaparse';
import type { IsoDate, TradeSide } from '../../loss/types.ts';

export const FILING_COLUMNS = [
  'Claimant',
  'Account',
  'Tax ID',
  'Security',
  'CUSIP',
  'Record',
  'Date',
  'Quantity',
  'Price',
  'Currency',
] as const;

export interface FilingTrade {
  id: string;
  date: IsoDate;
  side: TradeSide;
  quantity: number;
  price: number;
  currency: string;
}

export interface FilingAccount {
  claimant: string;
  account: string;
  /** Already masked (`maskTaxId`); empty when the client record has none. */
  taxId: string;
  security: string;
  cusip: string;
  /** The claim period: the start holding is the day before `start`, the end holding on `end`. */
  start: IsoDate;
  end: IsoDate;
  startHolding: number;
  endHolding: number;
  trades: readonly FilingTrade[];
}

/** All but the last four characters hidden: `***-**-6789`. */
export function maskTaxId(taxId: string): string {
  const keep = taxId.slice(-4);
  return taxId.slice(0, -4).replace(/[0-9A-Za-z]/g, '*') + keep;
}

const dayBefore = (date: IsoDate): IsoDate => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** The header, then each account's rows: its start holding, transactions and end holding. */
export function filingTable(accounts: readonly FilingAccount[]): string[][] {
  const rows: string[][] = [[...FILING_COLUMNS]];
  for (const a of accounts) {
    const row = (record: string, date: IsoDate, quantity: number, price = '', currency = '') => [
      a.claimant,
      a.account,
      a.taxId,
      a.security,
      a.cusip,
      record,
      date,
      String(quantity),
      price,
      currency,
    ];
    rows.push(row('Holding at start', dayBefore(a.start), a.startHolding));
    for (const t of a.trades) {
      const record = t.side === 'BUY' ? 'Purchase' : 'Sale';
      rows.push(row(record, t.date, t.quantity, String(t.price), t.currency));
    }
    rows.push(row('Holding at end', a.end, a.endHolding));
  }
  return rows;
}

/** CSV with a header row, every field quoted so a claimant's name cannot break a column. */
export function filingCsv(table: readonly (readonly string[])[]): string {
  return Papa.unparse(table as string[][], { quotes: true, newline: '\r\n' });
}
