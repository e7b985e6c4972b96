/**
 * The audit log: every change to a user (who made it, when, what it was) with the fields that
 * changed as "before → after" text, filtered by user, administrator, action and date. Values
 * are rendered as React text, so whatever a name holds stays inert.
 */
import type { UserAuditEntry } from '@backoffice/core/api';
import { USER_AUDIT_ACTIONS, auditDiff } from '@backoffice/core/domain';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { lookupSource } from '../../components/data-table/lookup-source.ts';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { FIELD_LABELS } from './user-text.ts';

const USER_LOOKUP = lookupSource({
  placeholder: 'Username or name',
  list: 'listUsers',
  option: (u) => ({ value: u.id, label: u.username, detail: u.displayName }),
  get: 'getUser',
  label: (u) => u.username,
});

const changesOf = (e: UserAuditEntry) => auditDiff(e.before, e.after);

const changesText = (e: UserAuditEntry) =>
  changesOf(e)
    .map((c) => `${FIELD_LABELS[c.field] ?? c.field}: ${c.before} → ${c.after}`)
    .join('; ');

function ChangesCell({ row }: { row: UserAuditEntry }) {
  const changes = changesOf(row);
  if (changes.length === 0) return <span className="audit-diff__none">No field changed</span>;
  return (
    <ul className="audit-diff">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="audit-diff__field">{FIELD_LABELS[c.field] ?? c.field}</span>{' '}
          <del className="audit-diff__before">{c.before}</del>
          <span aria-hidden="true"> → </span>
          <span className="audit-diff__sr"> became </span>
          <ins className="audit-diff__after">{c.after}</ins>
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: readonly TableColumn<UserAuditEntry>[] = [
  {
    field: 'at',
    header: 'When',
    kind: 'datetime',
    format: (e) => formatDateTime(e.at),
    width: 170,
    hideOnPhone: true,
  },
  { field: 'actorUsername', header: 'By', width: 120, hideOnPhone: true },
  { field: 'username', header: 'User', width: 130, hideOnPhone: true },
  {
    field: 'action',
    header: 'Action',
    kind: 'enum',
    enumLabel: humanize,
    width: 120,
    hideOnPhone: true,
  },
  {
    field: 'at',
    id: 'summary',
    header: 'Change',
    phoneOnly: true,
    format: (e) =>
      `${e.username}: ${humanize(e.action)} by ${e.actorUsername}, ${formatDateTime(e.at)}`,
    flex: 1,
    minWidth: 130,
    wrap: true,
  },
  {
    field: 'after',
    id: 'changes',
    header: 'Before → after',
    sortable: false,
    format: changesText,
    cell: ChangesCell,
    flex: 3,
    minWidth: 170,
    wrap: true,
  },
];

const FILTERS: readonly TableFilter[] = [
  { kind: 'lookup', param: 'userId', label: 'User', source: USER_LOOKUP },
  { kind: 'lookup', param: 'actorId', label: 'Changed by', source: USER_LOOKUP },
  { kind: 'enum', param: 'action', label: 'Action', options: enumOptions(USER_AUDIT_ACTIONS) },
  { kind: 'dateRange', label: 'When' },
];

export function AuditLog() {
  return (
    <DataTable
      endpoint="listUserAudit"
      label="Audit log"
      urlPrefix="audit"
      columns={COLUMNS}
      filters={FILTERS}
      emptyText="No change matches."
    />
  );
}
