/**
 * The case's motions. A row opens the motion on the Motions screen narrowed to this case
 * (`?caseId=…&motion=…`), where a new motion for the case can be added too (`&new=1`).
 */
import { MOTION_STATUSES, MOTION_TYPES, type Motion } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatDate } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { hrefOf } from '../../lib/hrefs.ts';

const COLUMNS: readonly TableColumn<Motion>[] = [
  { field: 'title', header: 'Title', flex: 2, minWidth: 240 },
  {
    field: 'type',
    header: 'Type',
    kind: 'enum',
    enumLabel: humanize,
    minWidth: 170,
    hideOnPhone: true,
  },
  { field: 'status', header: 'Status', kind: 'enum', enumLabel: humanize, width: 110 },
  {
    field: 'filedOn',
    header: 'Filed on',
    kind: 'date',
    format: (m) => formatDate(m.filedOn),
    width: 130,
    hideOnPhone: true,
  },
  {
    field: 'hearingDate',
    header: 'Hearing',
    kind: 'date',
    format: (m) => formatDate(m.hearingDate),
    width: 130,
    hideOnPhone: true,
  },
  {
    field: 'deadline',
    header: 'Deadline',
    kind: 'date',
    format: (m) => formatDate(m.deadline),
    width: 130,
  },
  { field: 'filedBy', header: 'Filed by', flex: 1, minWidth: 180, hideOnPhone: true },
];

const FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'type', label: 'Type', options: enumOptions(MOTION_TYPES) },
  { kind: 'enum', param: 'status', label: 'Status', options: enumOptions(MOTION_STATUSES) },
  { kind: 'dateRange', label: 'Filed' },
];

const motionHref = (row: Motion) =>
  hrefOf('motions', undefined, { caseId: row.caseId, motion: row.id });

export function CaseMotions({ caseId }: { caseId: string }) {
  const canCreate = useCan('createMotion');
  return (
    <DataTable
      endpoint="listMotions"
      label="Motions of the case"
      columns={COLUMNS}
      filters={FILTERS}
      fixedQuery={{ caseId }}
      urlPrefix="motions"
      rowHref={motionHref}
      actions={
        <>
          <Link className="button" to={hrefOf('motions', undefined, { caseId })}>
            Open in Motions
          </Link>
          {canCreate ? (
            <Link className="button" to={hrefOf('motions', undefined, { caseId, new: '1' })}>
              New motion
            </Link>
          ) : null}
        </>
      }
      emptyText="No motions have been filed in this case."
    />
  );
}
