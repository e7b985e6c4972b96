/** The directory's users: roles, privileges, client scope and status, searched on the server. */
import { PRIVILEGES, ROLES, type User, userList } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { enumOptions } from '../../lib/format/labels.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { clientScopeText, privilegeLabel, roleLabel, statusText } from './user-text.ts';
import { dateTimeColumn } from '../../components/data-table/columns.ts';

function StatusCell({ row }: { row: User }) {
  return (
    <span className={row.active ? 'user-status' : 'user-status user-status--off'}>
      {statusText(row.active)}
    </span>
  );
}

const COLUMNS: readonly TableColumn<User>[] = [
  { field: 'username', header: 'Username', flex: 1, minWidth: 110 },
  { field: 'displayName', header: 'Name', flex: 2, minWidth: 130, wrap: true, hideOnPhone: true },
  { field: 'email', header: 'E-mail', flex: 2, minWidth: 170, hideOnPhone: true },
  {
    field: 'roles',
    header: 'Roles',
    format: (u) => u.roles.map(roleLabel).join(', '),
    width: 120,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'privileges',
    header: 'Privileges',
    format: (u) => u.privileges.map(privilegeLabel).join(', '),
    flex: 2,
    minWidth: 150,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'clientNames',
    header: 'Client scope',
    format: (u) => clientScopeText(u.clientNames),
    flex: 2,
    minWidth: 150,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'active',
    header: 'Status',
    kind: 'boolean',
    format: (u) => statusText(u.active),
    cell: StatusCell,
    width: 100,
  },
  dateTimeColumn('lastLoginAt', 'Last sign-in', { width: 150, wrap: true, hideOnPhone: true }),
];

const FILTERS: readonly TableFilter[] = [
  {
    kind: 'enum',
    param: 'roles',
    label: 'Role',
    options: ROLES.map((r) => ({ value: r, label: roleLabel(r) })),
  },
  { kind: 'enum', param: 'privileges', label: 'Privilege', options: enumOptions(PRIVILEGES) },
  {
    kind: 'boolean',
    param: 'active',
    label: 'Status',
    trueLabel: 'Active',
    falseLabel: 'Deactivated',
  },
  { kind: 'dateRange', label: 'Added' },
];

const rowHref = (row: User) => hrefOf('admin', {}, { user: row.id });

export function UserList({ onAdd }: { onAdd: () => void }) {
  const canAdd = useCan('createUser');
  return (
    <DataTable
      endpoint="listUsers"
      list={userList}
      label="Users"
      columns={COLUMNS}
      filters={FILTERS}
      rowHref={rowHref}
      emptyText="No user matches."
      actions={
        canAdd ? (
          <button type="button" className="button button--primary" onClick={onAdd}>
            Add user
          </button>
        ) : null
      }
    />
  );
}
