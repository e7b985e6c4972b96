/** The audit trail's columns: one line per lot sold or held, as the engine explains it. */
import type { LotLine, RecognizedLotLine } from '@backoffice/core/loss';
import type { TableColumn } from '../../../components/data-table/types.ts';
import { formatCents, formatDate } from '../../../lib/format/format.ts';
import { formatPerShare, formatShares, RULE_LABELS } from './loss-format.ts';

/** One phone column for the lot: what was bought, and when and how it went. */
function lotSummary(r: LotLine): string {
  const bought = r.purchaseDate
    ? `bought ${formatDate(r.purchaseDate)} at ${formatPerShare(r.purchasePrice)}`
    : 'start holding';
  const went = r.saleDate
    ? `sold ${formatDate(r.saleDate)} at ${formatPerShare(r.salePrice)}`
    : 'held';
  return `${formatShares(r.quantity)} sh ${bought}, ${went}`;
}

export const LOT_COLUMNS: readonly TableColumn<LotLine>[] = [
  {
    field: 'purchaseDate',
    header: 'Bought',
    kind: 'date',
    minWidth: 120,
    format: (r) => (r.purchaseDate ? formatDate(r.purchaseDate) : 'Start holding'),
    hideOnPhone: true,
  },
  {
    field: 'purchasePrice',
    header: 'Price paid',
    kind: 'number',
    minWidth: 95,
    format: (r) => formatPerShare(r.purchasePrice),
    hideOnPhone: true,
  },
  {
    field: 'saleDate',
    header: 'Sold',
    kind: 'date',
    minWidth: 120,
    format: (r) => (r.saleDate ? formatDate(r.saleDate) : 'Held'),
    hideOnPhone: true,
  },
  {
    field: 'salePrice',
    header: 'Sale price',
    kind: 'number',
    minWidth: 95,
    format: (r) => formatPerShare(r.salePrice),
    hideOnPhone: true,
  },
  {
    field: 'quantity',
    header: 'Shares',
    kind: 'number',
    minWidth: 80,
    format: (r) => formatShares(r.quantity),
    hideOnPhone: true,
  },
  {
    field: 'quantity',
    id: 'lot',
    header: 'Lot',
    minWidth: 180,
    flex: 2,
    wrap: true,
    sortable: false,
    phoneOnly: true,
    format: lotSummary,
  },
  {
    field: 'rule',
    header: 'Rule',
    kind: 'enum',
    minWidth: 110,
    wrap: true,
    enumLabel: (v) => RULE_LABELS[v as LotLine['rule']],
    hideOnPhone: true,
  },
  {
    field: 'valuePerShare',
    header: 'Value per share',
    kind: 'number',
    minWidth: 100,
    format: (r) => formatPerShare(r.valuePerShare),
    hideOnPhone: true,
  },
  {
    field: 'amount',
    header: 'Amount',
    kind: 'number',
    minWidth: 105,
    format: (r) => formatCents(r.amount),
  },
  {
    field: 'explanation',
    header: 'Explanation',
    minWidth: 220,
    flex: 2,
    wrap: true,
    sortable: false,
    hideOnPhone: true,
  },
];

export const RECOGNIZED_COLUMNS: readonly TableColumn<RecognizedLotLine>[] = [
  {
    field: 'purchaseIndex',
    header: 'Purchase',
    minWidth: 90,
    format: (r) => `Trade ${r.purchaseIndex + 1}`,
    hideOnPhone: true,
  },
  {
    field: 'saleIndex',
    header: 'Sale',
    minWidth: 90,
    format: (r) => (r.saleIndex === null ? 'Held' : `Trade ${r.saleIndex + 1}`),
    hideOnPhone: true,
  },
  {
    field: 'quantity',
    header: 'Shares',
    kind: 'number',
    minWidth: 90,
    format: (r) => formatShares(r.quantity),
    hideOnPhone: true,
  },
  {
    field: 'quantity',
    id: 'lot',
    header: 'Lot',
    minWidth: 160,
    flex: 2,
    wrap: true,
    sortable: false,
    phoneOnly: true,
    format: (r) =>
      `${formatShares(r.quantity)} sh of trade ${r.purchaseIndex + 1}, ${r.saleIndex === null ? 'held' : `sold by trade ${r.saleIndex + 1}`}`,
  },
  {
    field: 'perShare',
    header: 'Per share',
    kind: 'number',
    minWidth: 100,
    format: (r) => formatPerShare(r.perShare),
    hideOnPhone: true,
  },
  {
    field: 'amount',
    header: 'Amount',
    kind: 'number',
    minWidth: 100,
    format: (r) => formatCents(r.amount),
  },
  {
    field: 'explanation',
    header: 'Explanation',
    minWidth: 280,
    flex: 2,
    wrap: true,
    sortable: false,
    hideOnPhone: true,
  },
];
