/** The columns of the security page's two lists: its cases, and its detected price drops. */
import type { Case, PriceDrop } from '@backoffice/core/api';
import type { TableColumn } from '../../components/data-table/types.ts';
import { formatMoney } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import { DropCasesCell } from './DropCasesCell.tsx';
import { formatChange } from './price-chart-parts.ts';
import { dateColumn, numberColumn } from '../../components/data-table/columns.ts';

export const SECURITY_CASE_COLUMNS: readonly TableColumn<Case>[] = [
  { field: 'caption', header: 'Case', flex: 3, minWidth: 150, wrap: true },
  {
    field: 'status',
    header: 'Status',
    kind: 'enum',
    enumLabel: humanize,
    minWidth: 110,
    wrap: true,
  },
  { field: 'court', header: 'Court', minWidth: 100, hideOnPhone: true },
  dateColumn('classPeriodStart', 'Class period from', { width: 150, hideOnPhone: true }),
  dateColumn('classPeriodEnd', 'to', { width: 130, hideOnPhone: true }),
];

/** Drops are in the security's own currency. */
export function dropColumns(currency: string): readonly TableColumn<PriceDrop>[] {
  const money = (n: number) => formatMoney(n, currency);
  return [
    dateColumn('date', 'Date', { width: 130 }),
    {
      field: 'change',
      header: 'Change',
      kind: 'number',
      format: (d) => formatChange(d.change),
      width: 105,
    },
    {
      field: 'previousClose',
      header: 'Previous close',
      kind: 'money',
      format: (d) => money(d.previousClose),
      width: 145,
      sortable: false,
      hideOnPhone: true,
    },
    {
      field: 'close',
      header: 'Close',
      kind: 'money',
      format: (d) => money(d.close),
      width: 120,
      hideOnPhone: true,
    },
    numberColumn('volume', 'Volume', { width: 130, hideOnPhone: true }),
    {
      field: 'caseIds',
      header: 'Disclosure of',
      format: (d) => d.caseIds.join(', '),
      cell: DropCasesCell,
      minWidth: 160,
      wrap: true,
      flex: 1,
      sortable: false,
      hideOnPhone: true,
    },
  ];
}
