/** The columns of the security page's two lists: its cases, and its detected price drops. */
import type { Case, PriceDrop } from '@backoffice/core/api';
import type { TableColumn } from '../../components/data-table/types.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import { DropCasesCell } from './DropCasesCell.tsx';
import { formatChange } from './price-chart-parts.ts';

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
  {
    field: 'classPeriodStart',
    header: 'Class period from',
    kind: 'date',
    format: (c) => formatDate(c.classPeriodStart),
    width: 150,
    hideOnPhone: true,
  },
  {
    field: 'classPeriodEnd',
    header: 'to',
    kind: 'date',
    format: (c) => formatDate(c.classPeriodEnd),
    width: 130,
    hideOnPhone: true,
  },
];

/** Drops are in the security's own currency. */
export function dropColumns(currency: string): readonly TableColumn<PriceDrop>[] {
  const money = (n: number) => formatMoney(n, currency);
  return [
    {
      field: 'date',
      header: 'Date',
      kind: 'date',
      format: (d) => formatDate(d.date),
      width: 130,
    },
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
    {
      field: 'volume',
      header: 'Volume',
      kind: 'number',
      format: (d) => formatNumber(d.volume),
      width: 130,
      hideOnPhone: true,
    },
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
