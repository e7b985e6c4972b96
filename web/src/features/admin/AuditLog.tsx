/**
 * The audit log: every committed write (cases, clients, ingestion, users and the rest) with who
 * made it, when, to which record, and the fields that changed as "before → after" text,
 * filtered by user, kind of record, record, action and date.
 */
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  type AuditEntry,
  auditList,
} from '@backoffice/core/api';
import { auditActionLabel, recordLabel } from '@backoffice/core/domain';
import { AuditChanges, auditChangesText } from '../../components/audit/AuditChanges.tsx';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { lookupSource } from '../../components/data-table/lookup-source.ts';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { dateTimeColumn } from '../../components/data-table/columns.ts';

const USER_LOOKUP = lookupSource({
  placeholder: 'Username or name',
  list: 'listUsers',
  option: (u) => ({ value: u.id, label: u.username, detail: u.displayName }),
  get: 'getUser',
  label: (u) => u.username,
});

const recordText = (e: AuditEntry) => `${recordLabel(e.recordType)} ${e.recordLabel}`;

function ChangesCell({ row }: { row: AuditEntry }) {
  return <AuditChanges entry={row} />;
}

function RecordCell({ row }: { row: AuditEntry }) {
  return (
    <span className="audit-record">
      {recordLabel(row.recordType)}: {row.recordLabel}
      <span className="muted"> ({row.recordId})</span>
    </span>
  );
}

const COLUMNS: readonly TableColumn<AuditEntry>[] = [
  dateTimeColumn('at', 'When', { width: 170, hideOnPhone: true }),
  {
    field: 'actorUsername',
    header: 'By',
    format: (e) => `${e.actorName} (${e.actorUsername})`,
    width: 150,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'action',
    header: 'Action',
    kind: 'enum',
    enumLabel: auditActionLabel,
    width: 110,
    hideOnPhone: true,
  },
  {
    field: 'recordType',
    header: 'Record',
    format: recordText,
    cell: RecordCell,
    flex: 2,
    minWidth: 200,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'at',
    id: 'summary',
    header: 'Change',
    phoneOnly: true,
    format: (e) =>
      `${recordText(e)}: ${auditActionLabel(e.action)} by ${e.actorName}, ${formatDateTime(e.at)}`,
    flex: 1,
    minWidth: 130,
    wrap: true,
  },
  {
    field: 'after',
    id: 'changes',
    header: 'Before → after',
    sortable: false,
    format: auditChangesText,
    cell: ChangesCell,
    flex: 3,
    minWidth: 170,
    wrap: true,
  },
];

const labelled = (values: readonly string[], label: (v: string) => string) =>
  values.map((value) => ({ value, label: label(value) }));

const FILTERS: readonly TableFilter[] = [
  { kind: 'lookup', param: 'actorId', label: 'Changed by', source: USER_LOOKUP },
  {
    kind: 'enum',
    param: 'recordType',
    label: 'Kind of record',
    options: labelled(AUDIT_RECORD_TYPES, recordLabel),
  },
  { kind: 'text', param: 'recordId', label: 'Record ID' },
  {
    kind: 'enum',
    param: 'action',
    label: 'Action',
    options: labelled(AUDIT_ACTIONS, auditActionLabel),
  },
  { kind: 'dateRange', label: 'When' },
];

export function AuditLog() {
  return (
    <DataTable
      endpoint="listAudit"
      list={auditList}
      label="Audit log"
      urlPrefix="audit"
      columns={COLUMNS}
      filters={FILTERS}
      emptyText="No change matches."
    />
  );
}
