/**
 * The Security Price Drops list: its columns, and its thresholds as the table's filters, so
 * they live in the URL (`/securityDrops?threshold=15&window=2&net=true`) and the list follows
 * every change. The server applies them (core `findDrops`); defaults are the contract's.
 */
import type { SecurityDrop } from '@backoffice/core/api';
import { SECURITY_LOOKUP } from '../../components/data-table/lookups.ts';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatChange } from '../../components/price-chart/drop-points.ts';
import { formatMoneyWhole } from '../../lib/format/format.ts';
import { CaseOfDropCell } from './CaseOfDropCell.tsx';
import { numberColumn } from '../../components/data-table/columns.ts';

/** What the screen shows while the URL sets no threshold: the contract's defaults. */
export const DEFAULT_THRESHOLDS = { threshold: '10', severe: '20', window: '1' } as const;
export const THRESHOLD_PARAMS = ['threshold', 'severe', 'window', 'net', 'volume'] as const;

const tierLabel = (tier: string) => (tier === 'severe' ? 'Severe' : 'Drop');

export const DROP_COLUMNS: readonly TableColumn<SecurityDrop>[] = [
  { field: 'date', header: 'Date', kind: 'date', width: 120 },
  { field: 'ticker', header: 'Ticker', width: 90 },
  {
    field: 'securityName',
    header: 'Security',
    flex: 2,
    minWidth: 170,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'change',
    header: 'Return',
    kind: 'number',
    format: (d) => formatChange(d.change),
    width: 100,
  },
  { field: 'tier', header: 'Tier', kind: 'enum', enumLabel: tierLabel, width: 95, sortable: false },
  {
    field: 'volumeRatio',
    header: 'Volume × avg',
    kind: 'number',
    format: (d) => (d.volumeRatio === null ? '' : `${d.volumeRatio.toFixed(1)}×`),
    width: 120,
    sortable: false,
    hideOnPhone: true,
  },
  numberColumn('heldShares', 'Clients held', { width: 125, sortable: false, hideOnPhone: true }),
  {
    field: 'valueLost',
    header: 'Value lost',
    kind: 'money',
    format: (d) => (d.valueLost === null ? '' : formatMoneyWhole(d.valueLost)),
    width: 130,
    hideOnPhone: true,
  },
  {
    field: 'caseId',
    header: 'Case',
    cell: CaseOfDropCell,
    format: (d) => d.caseId ?? '',
    width: 150,
    sortable: false,
  },
];

export const DROP_FILTERS: readonly TableFilter[] = [
  { param: 'threshold', label: 'Fall of at least (%)', kind: 'number' },
  { param: 'severe', label: 'Severe from (%)', kind: 'number' },
  {
    param: 'window',
    label: 'Window',
    kind: 'enum',
    options: [
      { value: '1', label: 'One day' },
      { value: '2', label: 'Two days' },
    ],
  },
  {
    param: 'net',
    label: 'Net of market',
    kind: 'boolean',
    trueLabel: 'Net of market',
    falseLabel: 'Raw',
  },
  { param: 'volume', label: 'Volume ≥ × 20-day avg', kind: 'number' },
  {
    param: 'tier',
    label: 'Tier',
    kind: 'enum',
    options: [
      { value: 'drop', label: 'Drop' },
      { value: 'severe', label: 'Severe' },
    ],
  },
  { param: 'securityId', label: 'Security', kind: 'lookup', source: SECURITY_LOOKUP },
  { kind: 'dateRange', label: 'Drop date' },
];
