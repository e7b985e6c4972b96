/** The Accounts list's columns (the closing date is on the account itself) and filters. */
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, type Account } from '@backoffice/core/api';
import { CLIENT_LOOKUP } from '../../components/data-table/lookups.ts';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { dateColumn } from '../../components/data-table/columns.ts';

export const ACCOUNT_COLUMNS: readonly TableColumn<Account>[] = [
  { field: 'accountNumber', header: 'Number', minWidth: 110, width: 125 },
  { field: 'name', header: 'Name', flex: 2, minWidth: 120, wrap: true },
  { field: 'clientName', header: 'Client', flex: 2, minWidth: 160, wrap: true, hideOnPhone: true },
  { field: 'custodian', header: 'Custodian', minWidth: 140, flex: 1, hideOnPhone: true },
  { field: 'currency', header: 'Currency', width: 105, hideOnPhone: true },
  {
    field: 'type',
    header: 'Type',
    kind: 'enum',
    enumLabel: humanize,
    width: 125,
    hideOnPhone: true,
  },
  { field: 'status', header: 'Status', kind: 'enum', enumLabel: humanize, width: 90 },
  dateColumn('openedOn', 'Opened on', { width: 130, hideOnPhone: true }),
];

export const ACCOUNT_FILTERS: readonly TableFilter[] = [
  { kind: 'lookup', param: 'clientId', label: 'Client', source: CLIENT_LOOKUP },
  { kind: 'text', param: 'custodian', label: 'Custodian' },
  { kind: 'text', param: 'currency', label: 'Currency code' },
  { kind: 'enum', param: 'status', label: 'Status', options: enumOptions(ACCOUNT_STATUSES) },
  { kind: 'enum', param: 'type', label: 'Type', options: enumOptions(ACCOUNT_TYPES) },
  { kind: 'dateRange', label: 'Opened' },
];
