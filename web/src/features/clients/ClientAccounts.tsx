/** The client's custody accounts. */
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, type Account, accountList } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { dateColumn } from '../../components/data-table/columns.ts';

const COLUMNS: readonly TableColumn<Account>[] = [
  { field: 'accountNumber', header: 'Account number', width: 130 },
  { field: 'name', header: 'Name', flex: 2, minWidth: 110, wrap: true },
  { field: 'custodian', header: 'Custodian', minWidth: 160, hideOnPhone: true },
  { field: 'currency', header: 'Currency', width: 100, hideOnPhone: true },
  {
    field: 'type',
    header: 'Type',
    kind: 'enum',
    enumLabel: humanize,
    width: 130,
    hideOnPhone: true,
  },
  { field: 'status', header: 'Status', kind: 'enum', enumLabel: humanize, width: 90 },
  dateColumn('openedOn', 'Opened on', { width: 130, hideOnPhone: true }),
  dateColumn('closedOn', 'Closed on', { width: 130, hideOnPhone: true }),
];

const FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'status', label: 'Status', options: enumOptions(ACCOUNT_STATUSES) },
  { kind: 'enum', param: 'type', label: 'Type', options: enumOptions(ACCOUNT_TYPES) },
  { kind: 'dateRange', label: 'Opened' },
];

export function ClientAccounts({ clientId }: { clientId: string }) {
  return (
    <DataTable
      endpoint="listAccounts"
      list={accountList}
      label="Accounts"
      urlPrefix="accounts"
      columns={COLUMNS}
      filters={FILTERS}
      fixedQuery={{ clientId }}
      emptyText="This client has no accounts."
    />
  );
}
