/**
 * The discrepancies list's columns and filters. Each filter's parameter is also how a link
 * opens the screen filtered: `/discrepancy?clientId=CL-0001`, `?custodian=…`, `?from=…&to=…`
 * (the period's end date), `?kind=missing_holding`.
 */
import { DISCREPANCY_KINDS, type Discrepancy } from '@backoffice/core/api';
import {
  ACCOUNT_LOOKUP,
  CLIENT_LOOKUP,
  SECURITY_LOOKUP,
} from '../../components/data-table/lookups.ts';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { causeText, explainedText, kindLabel, signed } from './discrepancy-text.ts';

/** What fits a laptop's width; the period's arithmetic is in the break's own panel. */
export const DISCREPANCY_COLUMNS: readonly TableColumn<Discrepancy>[] = [
  { field: 'asOfDate', header: 'Period end', kind: 'date', width: 125 },
  { field: 'clientName', header: 'Client', flex: 2, minWidth: 150, wrap: true },
  { field: 'accountNumber', header: 'Account', width: 125, hideOnPhone: true },
  { field: 'ticker', header: 'Ticker', width: 85 },
  {
    field: 'kind',
    header: 'Kind',
    kind: 'enum',
    enumLabel: kindLabel,
    width: 150,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'difference',
    header: 'Size',
    kind: 'number',
    format: (d) => signed(d.difference),
    width: 90,
  },
  {
    field: 'cause',
    header: 'Suggested cause',
    format: causeText,
    flex: 2,
    minWidth: 160,
    wrap: true,
    sortable: false,
    hideOnPhone: true,
  },
  {
    field: 'explanation',
    header: 'Explained',
    format: explainedText,
    width: 170,
    wrap: true,
    sortable: false,
    hideOnPhone: true,
  },
];

export const DISCREPANCY_FILTERS: readonly TableFilter[] = [
  { param: 'clientId', label: 'Client', kind: 'lookup', source: CLIENT_LOOKUP },
  { param: 'custodian', label: 'Custodian', kind: 'text' },
  { kind: 'dateRange', label: 'Period ending' },
  {
    param: 'kind',
    label: 'Kind',
    kind: 'enum',
    options: DISCREPANCY_KINDS.map((k) => ({ value: k, label: kindLabel(k) })),
  },
  { param: 'accountId', label: 'Account', kind: 'lookup', source: ACCOUNT_LOOKUP },
  { param: 'securityId', label: 'Security', kind: 'lookup', source: SECURITY_LOOKUP },
];
