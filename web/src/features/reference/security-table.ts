/**
 * The Securities list's columns and filters. Each filter's parameter is also how a link opens
 * the screen filtered: `/securities?q=ACME`, `?market=foreign`, `?ticker=ACME`, `?exchange=NYSE`,
 * `?country=GB`, `?currency=EUR`, `?assetClass=adr`, `?status=delisted`, `?sector=Energy`,
 * `?from=2020-01-01&to=…` (listed on).
 */
import { ASSET_CLASSES, MARKETS, SECURITY_STATUSES, type Security } from '@backoffice/core/api';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatMoney } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';

const assetClassLabel = (value: string) => (value === 'adr' ? 'ADR' : humanize(value));

/** What fits a laptop's width; market, asset class and listing date are filters (and on the page). */
export const SECURITY_COLUMNS: readonly TableColumn<Security>[] = [
  { field: 'ticker', header: 'Ticker', width: 90, minWidth: 80 },
  { field: 'name', header: 'Name', flex: 3, minWidth: 170, wrap: true },
  { field: 'cusip', header: 'CUSIP', width: 115, hideOnPhone: true },
  { field: 'isin', header: 'ISIN', width: 140, hideOnPhone: true },
  { field: 'exchange', header: 'Exchange', minWidth: 105, flex: 1, wrap: true, hideOnPhone: true },
  { field: 'country', header: 'Country', width: 90, hideOnPhone: true },
  { field: 'sector', header: 'Sector', minWidth: 130, flex: 1, wrap: true, hideOnPhone: true },
  {
    field: 'lastClose',
    header: 'Last close',
    kind: 'money',
    format: (s) => formatMoney(s.lastClose, s.currency),
    width: 115,
    sortable: false,
    hideOnPhone: true,
  },
  {
    field: 'status',
    header: 'Status',
    kind: 'enum',
    enumLabel: humanize,
    width: 95,
    hideOnPhone: true,
  },
];

export const SECURITY_FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'market', label: 'Market', options: enumOptions(MARKETS) },
  { kind: 'text', param: 'ticker', label: 'Ticker' },
  { kind: 'text', param: 'exchange', label: 'Exchange' },
  { kind: 'text', param: 'country', label: 'Country code' },
  { kind: 'text', param: 'currency', label: 'Currency code' },
  {
    kind: 'enum',
    param: 'assetClass',
    label: 'Asset class',
    options: ASSET_CLASSES.map((value) => ({ value, label: assetClassLabel(value) })),
  },
  { kind: 'enum', param: 'status', label: 'Status', options: enumOptions(SECURITY_STATUSES) },
  { kind: 'text', param: 'sector', label: 'Sector' },
  { kind: 'dateRange', label: 'Listed' },
];
