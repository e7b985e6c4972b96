/** A ranked table of totals: the columns a caller names, then the loss figures every total has. */
import type { ReactNode } from 'react';
import { formatCents } from '../../../lib/format/format.ts';

interface Totals {
  fifoNet: number;
  fifoNoOffset: number;
  lifoNet: number;
  lifoNoOffset: number;
  recognizedLoss: number | null;
}

export interface Column<Row> {
  header: string;
  numeric?: boolean;
  /** A name (a case, a client): kept readable on a phone, where the table scrolls instead. */
  name?: boolean;
  /** Kept on one line (a date), so a narrow table does not grow tall. */
  nowrap?: boolean;
  cell: (row: Row) => ReactNode;
}

const money = <Row extends Totals>(
  header: string,
  pick: (row: Row) => number | null,
): Column<Row> => ({ header, numeric: true, cell: (row) => formatCents(pick(row)) });

export function lossColumns<Row extends Totals>(): Column<Row>[] {
  return [
    money('FIFO net', (r) => r.fifoNet),
    money('FIFO no offset', (r) => r.fifoNoOffset),
    money('LIFO net', (r) => r.lifoNet),
    money('LIFO no offset', (r) => r.lifoNoOffset),
    money('Recognized loss', (r) => r.recognizedLoss),
  ];
}

interface Props<Row> {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

export function TotalsTable<Row>({ label, columns, rows, rowKey }: Props<Row>) {
  const cls = (c: Column<Row>) => {
    if (c.numeric) return 'loss-table__num';
    if (c.name) return 'loss-table__name';
    return c.nowrap ? 'loss-table__nowrap' : undefined;
  };
  return (
    <div className="loss-table-wrap">
      <table className="loss-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={cls(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} className={cls(c)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
