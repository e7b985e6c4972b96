/**
 * Clients: every client the user may see, searchable and filterable on the server. "New client"
 * opens the create form in place (`?new=1`, so Back closes it).
 */
import { CLIENT_STATUSES, CLIENT_TYPES, clientList } from '@backoffice/core/api';
import { useSearchParams } from 'react-router-dom';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { useCan } from '../../lib/api/use-can.ts';
import { formatMoneyWhole } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import type { Client } from '@backoffice/core/api';
import { ClientCreate } from './ClientCreate.tsx';
import './clients.css';
import { booleanColumn, dateColumn } from '../../components/data-table/columns.ts';

const COLUMNS: readonly TableColumn<Client>[] = [
  { field: 'name', header: 'Name', flex: 3, minWidth: 180, wrap: true },
  {
    field: 'type',
    header: 'Type',
    kind: 'enum',
    enumLabel: humanize,
    width: 175,
    hideOnPhone: true,
  },
  { field: 'status', header: 'Status', kind: 'enum', enumLabel: humanize, width: 100 },
  { field: 'country', header: 'Country', width: 95, hideOnPhone: true },
  {
    field: 'aumUsd',
    header: 'AUM',
    kind: 'money',
    format: (c) => formatMoneyWhole(c.aumUsd),
    width: 160,
    hideOnPhone: true,
  },
  {
    field: 'custodians',
    header: 'Custodians',
    format: (c) => c.custodians.join(', '),
    flex: 2,
    minWidth: 140,
    wrap: true,
    hideOnPhone: true,
  },
  dateColumn('onboardedOn', 'Onboarded on', { width: 130, hideOnPhone: true }),
  booleanColumn('portalEnabled', 'Portal', { width: 90, hideOnPhone: true }),
];

const FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'type', label: 'Type', options: enumOptions(CLIENT_TYPES) },
  { kind: 'enum', param: 'status', label: 'Status', options: enumOptions(CLIENT_STATUSES) },
  { kind: 'text', param: 'country', label: 'Country code' },
  { kind: 'text', param: 'custodians', label: 'Custodian' },
  { kind: 'dateRange', label: 'Onboarded' },
];

const rowHref = (row: Client) => hrefOf('client', { clientID: row.id });

function ClientList() {
  const canCreate = useCan('createClient');
  const [search, setSearch] = useSearchParams();
  const creating = canCreate && search.get('new') === '1';

  const setCreating = (open: boolean) => {
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (open) next.set('new', '1');
      else next.delete('new');
      return next;
    });
  };

  if (creating)
    return (
      <ClientCreate
        onCancel={() => {
          setCreating(false);
        }}
      />
    );

  return (
    <>
      <PageHeader title="Clients" />
      <DataTable
        endpoint="listClients"
        list={clientList}
        label="Clients"
        columns={COLUMNS}
        filters={FILTERS}
        rowHref={rowHref}
        emptyText="No client matches."
        actions={
          canCreate ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setCreating(true);
              }}
            >
              New client
            </button>
          ) : null
        }
      />
    </>
  );
}

export default defineScreen(ClientList);
